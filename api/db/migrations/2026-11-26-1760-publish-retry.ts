import type { Kysely } from 'kysely';

// A publication that fails is tried again by itself, later and later (api/publishing/retry.ts): until now a failed
// build was dropped from the queue, and a store whose first publication failed stayed offline until its next change
// or the next start. `retry_at`: a queued job is not claimed before it; `failures`: failed builds in a row, which sets
// the delay. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('publish_jobs').addColumn('retry_at', 'text').execute();
  await db.schema
    .alterTable('publish_jobs')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('publish_jobs').dropColumn('failures').execute();
  await db.schema.alterTable('publish_jobs').dropColumn('retry_at').execute();
}
