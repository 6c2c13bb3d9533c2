import { type Kysely, sql } from 'kysely';

// Catalogue (categories, products, images, sub-products), orders (synced), storefront contact messages and the
// shopper rate-limit log. Never edit once landed: add a new dated migration instead.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('categories_store_idx').on('categories').columns(['store_id', 'name']).execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('category_id', 'text', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('price', 'real', (c) => c.notNull())
    .addColumn('discount_price', 'real')
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_start', 'text')
    .addColumn('discount_end', 'text')
    .addColumn('sizes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('colors', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('products_store_idx').on('products').columns(['store_id', 'created_at']).execute();
  await db.schema.createIndex('products_category_idx').on('products').column('category_id').execute();

  await db.schema
    .createTable('product_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('variants', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('product_images_product_idx')
    .on('product_images')
    .columns(['product_id', 'position'])
    .execute();
  await db.schema.createIndex('product_images_store_idx').on('product_images').column('store_id').execute();

  await db.schema
    .createTable('sub_products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'text')
    .addColumn('color', 'text')
    .addColumn('price', 'real', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('sub_products_product_idx')
    .on('sub_products')
    .columns(['product_id', 'created_at'])
    .execute();
  await db.schema.createIndex('sub_products_store_idx').on('sub_products').column('store_id').execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('product_id', 'text', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('sub_product_id', 'text', (c) => c.references('sub_products.id').onDelete('set null'))
    .addColumn('product_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'real', (c) => c.notNull())
    .addColumn('total', 'real', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending','confirmed','shipped','delivered','canceled')`),
    )
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('orders_store_version_idx').on('orders').columns(['store_id', 'version']).execute();
  await db.schema
    .createIndex('orders_store_status_idx')
    .on('orders')
    .columns(['store_id', 'status', 'created_at'])
    .execute();
  await db.schema.createIndex('orders_customer_idx').on('orders').column('customer_id').execute();

  await db.schema
    .createTable('store_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_messages_store_idx')
    .on('store_messages')
    .columns(['store_id', 'created_at'])
    .execute();

  // One row per shopper write (order, storefront contact), so the per-IP limit holds across restarts and processes.
  await db.schema
    .createTable('shopper_rate_hits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shopper_rate_hits_key_idx')
    .on('shopper_rate_hits')
    .columns(['key', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'shopper_rate_hits',
    'store_messages',
    'orders',
    'sub_products',
    'product_images',
    'products',
    'categories',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
