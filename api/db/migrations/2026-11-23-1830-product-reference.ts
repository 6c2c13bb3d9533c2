import { sql, type Kysely } from 'kysely';

// The merchant's own product reference (SKU, e.g. « RB-001 »): optional, unique among a store's live products, the
// key a CSV import matches on (decision 016). A partial unique index: a deleted product frees its reference.
// Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('reference', 'text').execute();
  await db.schema
    .createIndex('products_store_reference_unique')
    .unique()
    .on('products')
    .columns(['store_id', 'reference'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_store_reference_unique').execute();
  await db.schema.alterTable('products').dropColumn('reference').execute();
}
