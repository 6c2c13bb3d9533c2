import type { DB } from '../db/database';

/**
 * The demo's weeks of orders are history, not news: every one notified the merchant when the seed placed it through
 * the real order service, so her bell opened at 30 unread. Each order's notification takes its order's date and is
 * read, except for an order still « En attente » (one she has to act on). Her other notifications are read too.
 */
export async function settleDemoNotifications(db: DB, merchantId: string, storeId: string): Promise<void> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'status', 'created_at'])
    .where('store_id', '=', storeId)
    .execute();
  const byId = new Map(orders.map((o) => [o.id, o]));
  const notes = await db
    .selectFrom('notifications')
    .select(['id', 'type', 'related_id'])
    .where('user_id', '=', merchantId)
    .execute();
  for (const note of notes) {
    const order = note.type === 'orders' && note.related_id ? byId.get(note.related_id) : undefined;
    await db
      .updateTable('notifications')
      .set(order ? { created_at: order.created_at, read: order.status === 'pending' ? 0 : 1 } : { read: 1 })
      .where('id', '=', note.id)
      .execute();
  }
}
