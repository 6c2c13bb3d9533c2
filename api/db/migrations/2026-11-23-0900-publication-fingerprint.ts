import type { Kysely } from 'kysely';

// What the current release was built from (a hash of the store's snapshot and the storefront templates): a publish
// job whose snapshot hashes the same skips the build, so changes no shopper can see cost no rebuild.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('storefront_publications').addColumn('fingerprint', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('storefront_publications').dropColumn('fingerprint').execute();
}
