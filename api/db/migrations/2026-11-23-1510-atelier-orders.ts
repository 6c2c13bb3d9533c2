import type { Kysely } from 'kysely';

// Made-to-measure orders: an order of the store carries its garments (clothing type, fabric, measurement
// snapshot, price, stage), its payments (deposit, later payments) and a due day, as JSON text and a YYYY-MM-DD text
// (the calendar reads it by store and day). Plain orders keep '[]' and null. Portable. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('due_date', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('garments', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('payments', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('orders_store_due_idx').on('orders').columns(['store_id', 'due_date']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_store_due_idx').execute();
  for (const column of ['payments', 'garments', 'due_date']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
