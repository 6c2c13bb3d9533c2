import type { Kysely } from 'kysely';

// The atelier, first slice: a per-store switch, the store's measurement parts and its clothing types
// (models) with the parts they need. Portable: text ids, ISO text timestamps, 0/1 integers, no SQLite-only SQL.
// Never edit once landed: add a new dated migration instead.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('stores')
    .addColumn('atelier_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('atelier_parts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo('cm'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('atelier_parts_store_idx')
    .on('atelier_parts')
    .columns(['store_id', 'position'])
    .execute();
  await db.schema
    .createTable('atelier_clothing_types')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('default_price', 'double precision')
    .addColumn('fabric_length', 'double precision')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('atelier_clothing_types_store_idx')
    .on('atelier_clothing_types')
    .columns(['store_id', 'name'])
    .execute();
  await db.schema
    .createTable('atelier_clothing_type_parts')
    .addColumn('clothing_type_id', 'text', (c) =>
      c.notNull().references('atelier_clothing_types.id').onDelete('cascade'),
    )
    .addColumn('part_id', 'text', (c) => c.notNull().references('atelier_parts.id').onDelete('cascade'))
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('atelier_clothing_type_parts_pk', ['clothing_type_id', 'part_id'])
    .execute();
  await db.schema
    .createIndex('atelier_clothing_type_parts_part_idx')
    .on('atelier_clothing_type_parts')
    .column('part_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('atelier_clothing_type_parts').execute();
  await db.schema.dropTable('atelier_clothing_types').execute();
  await db.schema.dropTable('atelier_parts').execute();
  await db.schema.alterTable('stores').dropColumn('atelier_enabled').execute();
}
