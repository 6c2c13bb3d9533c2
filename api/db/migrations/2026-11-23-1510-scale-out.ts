import type { Kysely } from 'kysely';

// Several API processes on one database. Never edit once landed.
// - daily_counters: per-key counts that reset each UTC day (password-reset codes and tries per account and address).
// - publish_jobs.claimed_by / heartbeat_at: the worker that holds a running job renews heartbeat_at while it builds;
//   a running job whose heartbeat is older than the lease timeout belongs to a dead process and is taken over.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('daily_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('publish_jobs').addColumn('claimed_by', 'text').execute();
  await db.schema.alterTable('publish_jobs').addColumn('heartbeat_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('publish_jobs').dropColumn('heartbeat_at').execute();
  await db.schema.alterTable('publish_jobs').dropColumn('claimed_by').execute();
  await db.schema.dropTable('daily_counters').execute();
}
