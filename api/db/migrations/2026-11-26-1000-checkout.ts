import type { Kysely } from 'kysely';

// Checkout: a store's delivery and payment settings (JSON text, null until the merchant sets them) and its
// time zone (null: its country's default); what an order carries (delivery option, zone, fee, payment method, promo
// code, discount, the transaction id the shopper declared, when the merchant marked it paid); promo codes and each
// use of one (one row per order, so uses are counted exactly: `uses` is bumped by a conditional update).
// Portable: text ids, ISO text timestamps, YYYY-MM-DD text days, double precision money. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stores').addColumn('delivery_settings', 'text').execute();
  await db.schema.alterTable('stores').addColumn('payment_settings', 'text').execute();
  await db.schema.alterTable('stores').addColumn('time_zone', 'text').execute();

  await db.schema.alterTable('orders').addColumn('delivery_option', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivery_zone_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivery_zone', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('delivery_fee', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('payment_method', 'text').execute();
  await db.schema.alterTable('orders').addColumn('promo_code', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('discount', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('transaction_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('transaction_declared_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('paid_at', 'text').execute();

  await db.schema
    .createTable('promo_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('starts_on', 'text')
    .addColumn('ends_on', 'text')
    .addColumn('max_uses', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_order_amount', 'double precision')
    .addColumn('product_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('category_id', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('promo_codes_store_code_uq')
    .on('promo_codes')
    .columns(['store_id', 'code'])
    .unique()
    .execute();

  await db.schema
    .createTable('promo_code_uses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('promo_code_id', 'text', (c) => c.notNull().references('promo_codes.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('discount', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('promo_code_uses_code_idx')
    .on('promo_code_uses')
    .columns(['promo_code_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('promo_code_uses_order_uq')
    .on('promo_code_uses')
    .columns(['order_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('promo_code_uses').execute();
  await db.schema.dropTable('promo_codes').execute();
  for (const column of [
    'delivery_option',
    'delivery_zone_id',
    'delivery_zone',
    'delivery_fee',
    'payment_method',
    'promo_code',
    'discount',
    'transaction_id',
    'transaction_declared_at',
    'paid_at',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  for (const column of ['delivery_settings', 'payment_settings', 'time_zone']) {
    await db.schema.alterTable('stores').dropColumn(column).execute();
  }
}
