import type { Kysely } from 'kysely';

/** When an administrator forced an account's sessions out: access tokens issued before are refused at once. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('sessions_revoked_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('sessions_revoked_at').execute();
}
