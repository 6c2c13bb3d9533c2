import type { Kysely } from 'kysely';

// The atelier's money and time: the ledger of income and expenses (manual entries, purchases from
// suppliers, salary payments… — each with the kind and id of what it comes from, so a source is recorded once), the
// store's own categories, and the workshop's capacity (garments it can finish per day) read by the calendar.
// Payments of made-to-measure orders are NOT copied here: they live in the synced orders and are read at read time.
// Portable: text ids, ISO text timestamps, YYYY-MM-DD text days, double precision money. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stores').addColumn('atelier_capacity', 'integer').execute();
  await db.schema
    .createTable('atelier_transaction_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('atelier_transaction_categories_store_idx')
    .on('atelier_transaction_categories')
    .columns(['store_id', 'name'])
    .execute();
  await db.schema
    .createTable('atelier_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'double precision', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.references('atelier_transaction_categories.id').onDelete('set null'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('source_kind', 'text', (c) => c.notNull().defaultTo('manual'))
    .addColumn('source_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('atelier_transactions_store_day_idx')
    .on('atelier_transactions')
    .columns(['store_id', 'day'])
    .execute();
  // One entry per source (a purchase, a salary payment): NULL source ids (manual entries) are distinct on both SQL.
  await db.schema
    .createIndex('atelier_transactions_source_uq')
    .on('atelier_transactions')
    .columns(['store_id', 'source_kind', 'source_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('atelier_transactions').execute();
  await db.schema.dropTable('atelier_transaction_categories').execute();
  await db.schema.alterTable('stores').dropColumn('atelier_capacity').execute();
}
