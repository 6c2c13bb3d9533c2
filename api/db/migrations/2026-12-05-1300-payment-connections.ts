import type { Kysely } from 'kysely';

// Payments that confirm themselves (decision 026): a store's connection to a payment aggregator (its keys encrypted
// at rest, never synced), the payment sessions opened for its orders (our session id is the transaction id the
// provider knows), every verified notification recorded once by its fingerprint (a replay finds it and changes
// nothing), and on the order who marked it paid (`paid_via`: null = the merchant, else the provider's name).
// Portable: text ids, ISO text timestamps, double precision money. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('paid_via', 'text').execute();

  await db.schema
    .createTable('payment_connections')
    .addColumn('store_id', 'text', (c) => c.primaryKey().references('stores.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('api_key', 'text', (c) => c.notNull())
    .addColumn('secret_key', 'text', (c) => c.notNull())
    .addColumn('hint', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('amount', 'double precision', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_url', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_sessions_order_idx')
    .on('payment_sessions')
    .columns(['store_id', 'order_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('session_id', 'text')
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_events_fingerprint_uq')
    .on('payment_events')
    .columns(['store_id', 'fingerprint'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('payment_sessions').execute();
  await db.schema.dropTable('payment_connections').execute();
  await db.schema.alterTable('orders').dropColumn('paid_via').execute();
}
