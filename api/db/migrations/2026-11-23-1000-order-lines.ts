import type { Kysely } from 'kysely';
import { randomInt } from 'node:crypto';

// Orders with several lines (product or variant, size, colour, quantity, unit price of the day), a short code the
// customer can read over the phone, a delivery address and the status history (who, when, message). Lines and
// history are JSON text: an order travels to the device as one synced record. Never edit once landed.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const code = () => Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('code', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('lines', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('history', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('orders').addColumn('address', 'text').execute();

  // Orders placed before: one line from the single-product columns, a code, and the history they can tell.
  const rows = await db.selectFrom('orders').selectAll().execute();
  const taken = new Set<string>();
  for (const r of rows) {
    let c = code();
    while (taken.has(`${r.store_id}:${c}`)) c = code();
    taken.add(`${r.store_id}:${c}`);
    const lines = [
      {
        productId: r.product_id,
        subProductId: r.sub_product_id,
        name: r.product_name,
        size: null,
        color: null,
        quantity: r.quantity,
        unitPrice: r.unit_price,
      },
    ];
    const history = [{ status: 'pending', at: r.created_at, by: 'Boutique en ligne', message: null }];
    if (r.status !== 'pending')
      history.push({ status: r.status, at: r.updated_at, by: 'Boutique', message: r.message });
    await db
      .updateTable('orders')
      .set({ code: c, lines: JSON.stringify(lines), history: JSON.stringify(history) })
      .where('id', '=', r.id)
      .execute();
  }
  await db.schema.createIndex('orders_store_code_idx').unique().on('orders').columns(['store_id', 'code']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_store_code_idx').execute();
  for (const column of ['address', 'history', 'lines', 'code']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
