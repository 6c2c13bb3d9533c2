import type { Kysely } from 'kysely';

// The workshop's resources: fabric types and fabrics (stock in whole centimetres, so every move is exact
// integer arithmetic on both SQL), supplier types, suppliers and purchases from them (a purchase of fabric adds to
// its stock), and the priced services (retouche, ourlet, broderie…) an atelier order can carry.
// Portable: text ids, ISO text timestamps, YYYY-MM-DD text days, double precision money. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['atelier_fabric_types', 'atelier_supplier_types']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${table}_store_idx`).on(table).columns(['store_id', 'name']).execute();
  }
  await db.schema
    .createTable('atelier_suppliers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('type_id', 'text', (c) => c.references('atelier_supplier_types.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('atelier_suppliers_store_idx')
    .on('atelier_suppliers')
    .columns(['store_id', 'name'])
    .execute();
  await db.schema
    .createTable('atelier_fabrics')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type_id', 'text', (c) => c.references('atelier_fabric_types.id').onDelete('set null'))
    .addColumn('stock_cm', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('low_stock_cm', 'integer')
    .addColumn('price_per_meter', 'double precision')
    .addColumn('supplier_id', 'text', (c) => c.references('atelier_suppliers.id').onDelete('set null'))
    .addColumn('photo_url', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('atelier_fabrics_store_idx')
    .on('atelier_fabrics')
    .columns(['store_id', 'name'])
    .execute();
  await db.schema
    .createTable('atelier_purchases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('atelier_suppliers.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('fabric_id', 'text', (c) => c.references('atelier_fabrics.id').onDelete('set null'))
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('quantity', 'double precision', (c) => c.notNull())
    .addColumn('amount', 'double precision', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('atelier_purchases_supplier_idx')
    .on('atelier_purchases')
    .columns(['store_id', 'supplier_id', 'day'])
    .execute();
  await db.schema
    .createTable('atelier_services')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('atelier_services_store_idx')
    .on('atelier_services')
    .columns(['store_id', 'name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('atelier_services').execute();
  await db.schema.dropTable('atelier_purchases').execute();
  await db.schema.dropTable('atelier_fabrics').execute();
  await db.schema.dropTable('atelier_suppliers').execute();
  await db.schema.dropTable('atelier_supplier_types').execute();
  await db.schema.dropTable('atelier_fabric_types').execute();
}
