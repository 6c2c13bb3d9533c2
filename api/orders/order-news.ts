import type { SyncMutation, SyncResult } from '#shared/sync';
import type { DB } from '../db/database';
import type { AppDeps, Logger } from '../context';
import type { OrdersTable } from '../db/tables-catalog';
import type { Mailer } from '../mail/mailer';
import { orderRecordFromRow } from './order-row';
import { orderUpdateMessage } from './update-order';

/**
 * Tells the customer her order moved: a mail, or an SMS to her phone when she gave no e-mail (both land in the
 * outbox without SMTP). The order is saved whatever happens to the message: a failure is logged, not an error.
 */
export async function sendOrderNews(db: DB, storeId: string, order: OrdersTable, mailer: Mailer, log: Logger) {
  const store = await db.selectFrom('stores').select('name').where('id', '=', storeId).executeTakeFirst();
  const message = orderUpdateMessage(orderRecordFromRow(order), store?.name ?? 'Boutique');
  if (!message) return;
  await mailer.send(message).catch((err: unknown) => log.error('message de commande non envoyé', err));
}

const isStatusNews = (m: SyncMutation) =>
  m.table === 'orders' &&
  m.op === 'upsert' &&
  Boolean(m.changes) &&
  !('lines' in m.changes!) &&
  ('status' in m.changes! || 'message' in m.changes!);

/**
 * Before a push: its order status moves and messages the server has not seen yet (a replay after a lost answer is
 * answered again but must not tell the customer twice). New orders carry their lines and are not news: the customer
 * is in front of the merchant.
 */
export async function unseenOrderNews(db: DB, storeId: string, mutations: readonly SyncMutation[]) {
  const ids = mutations.filter(isStatusNews).map((m) => m.mutationId);
  if (ids.length === 0) return new Set<string>();
  const seen = await db
    .selectFrom('sync_mutations')
    .select('mutation_id')
    .where('store_id', '=', storeId)
    .where('mutation_id', 'in', ids)
    .execute();
  const known = new Set(seen.map((r) => r.mutation_id));
  return new Set(ids.filter((id) => !known.has(id)));
}

/** After the push committed: tells the customers whose order moved (mail or SMS), as a status change online does. */
export async function sendNewsOfSyncedOrders(
  deps: AppDeps,
  storeId: string,
  unseen: ReadonlySet<string>,
  mutations: readonly SyncMutation[],
  results: readonly SyncResult[],
) {
  for (const [i, m] of mutations.entries()) {
    if (!unseen.has(m.mutationId) || results[i]?.status !== 'applied') continue;
    const row = await deps.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', m.id)
      .where('store_id', '=', storeId)
      .executeTakeFirst();
    if (row) await sendOrderNews(deps.db, storeId, row, deps.mailer, deps.log);
  }
}
