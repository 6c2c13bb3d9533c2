import type { Kysely } from 'kysely';

// Storefront publishing: the durable job queue (one row per store: jobs coalesce) and each store's publication
// record (current release, last error). Never edit once landed: add a new dated migration instead.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('publish_jobs')
    .addColumn('store_id', 'text', (c) => c.primaryKey().references('stores.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('publish_jobs_status_idx')
    .on('publish_jobs')
    .columns(['status', 'requested_at'])
    .execute();

  await db.schema
    .createTable('storefront_publications')
    .addColumn('store_id', 'text', (c) => c.primaryKey().references('stores.id').onDelete('cascade'))
    .addColumn('slug', 'text')
    .addColumn('release_id', 'text')
    .addColumn('published_at', 'text')
    .addColumn('build_ms', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('failed_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('storefront_publications').execute();
  await db.schema.dropTable('publish_jobs').execute();
}
