import { expect } from 'vitest';
import { openDatabase } from '../db/database';

/**
 * After a crash or an outage: every order the API acknowledged is stored in the database `target` (a SQLite file or
 * a PostgreSQL URL, opened for this check only), and every stored order took its stock (no cut transaction left one
 * without the other).
 */
export async function expectAcknowledgedOrdersKept(
  target: string,
  {
    storeId,
    productId,
    initialStock,
    acknowledged,
  }: {
    storeId: string;
    productId: string;
    initialStock: number;
    acknowledged: readonly string[];
  },
): Promise<void> {
  const db = openDatabase(target);
  try {
    const orders = await db.selectFrom('orders').select(['id', 'quantity']).where('store_id', '=', storeId).execute();
    const stored = new Set(orders.map((o) => o.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    const product = await db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    const ordered = orders.reduce((sum, o) => sum + Number(o.quantity), 0);
    expect(product.stock).toBe(initialStock - ordered);
  } finally {
    await db.destroy();
  }
}
