import { moneyText } from '#shared/money-text';
import type { PushPayload } from '#shared/schemas/push';
import type { AppDeps } from '../context';
import { sendPush, type PushRun } from './push-sender';

/**
 * Tells the store's owner of a new order on her devices that agreed to Web Push: « Nouvelle commande K7P2QX »,
 * « Awa Diallo — 15 000 F CFA »; a tap opens the order. Read after the order's commit (it is in the database).
 */
export async function pushNewOrder(deps: Pick<AppDeps, 'db' | 'config' | 'log'>, orderId: string): Promise<PushRun> {
  const order = await deps.db
    .selectFrom('orders')
    .innerJoin('stores', 'stores.id', 'orders.store_id')
    .select(['orders.code', 'orders.firstname', 'orders.lastname', 'orders.total', 'stores.currency', 'stores.user_id'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!order) return { sent: 0, gone: 0, failed: 0 };
  const unread = await deps.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', order.user_id)
    .where('read', '=', 0)
    .executeTakeFirstOrThrow();
  const payload: PushPayload = {
    title: `Nouvelle commande ${order.code}`,
    body: `${order.firstname} ${order.lastname} — ${moneyText(Number(order.total), order.currency)}`,
    url: `/user/orders/${orderId}`,
    tag: `order-${orderId}`,
    unread: Number(unread.n),
  };
  return sendPush(deps, order.user_id, payload);
}
