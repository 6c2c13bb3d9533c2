import { canMoveOrder, ORDER_NOT_FOUND, transitionRefused, type OrderUpdateInput } from '#shared/schemas/order';
import {
  orderNewsSubject,
  orderNewsText,
  type OrderHistoryEntry,
  type OrderLine,
  type OrderRecord,
} from '#shared/schemas/order-record';
import type { Garment } from '#shared/schemas/atelier-order';
import { deliveryInStep, garmentsDelivered } from '#shared/order-delivery';
import type { DB } from '../db/database';
import type { OrdersTable } from '../db/tables-catalog';
import { nextVersion } from '../db/sync-version';
import { lockSyncCounter } from '../db/dialect';
import { ApiError, notFound } from '../http/errors';
import { nowIso } from '../ids';
import type { OutgoingMessage } from '../mail/mailer';
import { enqueuePublish } from '../publishing/enqueue';
import { orderRecordFromRow } from './order-row';

/**
 * The merchant moves an order along its state machine (pending → confirmed → shipped → delivered; canceled from
 * pending or confirmed) and/or leaves a message for the customer. Cancelling puts the reserved stock back, in the
 * same transaction. Returns the order before and after.
 */
export async function updateOrder(db: DB, storeId: string, orderId: string, input: OrderUpdateInput, by = 'Boutique') {
  return db.transaction().execute(async (trx) => {
    await lockSyncCounter(trx, storeId);
    const before = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .where('store_id', '=', storeId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!before) throw notFound(ORDER_NOT_FOUND);
    const refusal = statusRefusal(before.status, input.status);
    if (refusal) throw new ApiError(422, refusal, { status: [refusal] });
    const { effects } = await applyStatusEffects(
      trx,
      storeId,
      before.status,
      input.status,
      orderRecordFromRow(before).lines,
    );
    const history = withHistory(orderRecordFromRow(before).history, before.status, input.status, input.message, by);
    // A made-to-measure order delivered here hands its garments over in the atelier too (one state, two places).
    const garments = deliveryInStep({ status: input.status, garments: orderRecordFromRow(before).garments }).garments;
    const changes = {
      status: input.status,
      garments: JSON.stringify(garments ?? []),
      message: input.message ?? before.message,
      history: JSON.stringify(history),
      version: await nextVersion(trx, storeId),
      updated_at: nowIso(),
    };
    await trx.updateTable('orders').set(changes).where('id', '=', before.id).where('store_id', '=', storeId).execute();
    // A device that changed this status offline from an older version gets a conflict to review, not an overwrite.
    await trx
      .insertInto('sync_field_versions')
      .values(
        ['status', 'message', ...(changes.garments === before.garments ? [] : ['garments'])].map((field) => ({
          table_name: 'orders',
          row_id: before.id,
          field,
          version: changes.version,
          client_id: 'api',
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['table_name', 'row_id', 'field'])
          .doUpdateSet((eb) => ({ version: eb.ref('excluded.version'), client_id: eb.ref('excluded.client_id') })),
      )
      .execute();
    if (effects.stockChanged) await enqueuePublish(trx, storeId);
    return { before, after: { ...before, ...changes } satisfies OrdersTable };
  });
}

/** The French reason a status move is refused, or null when the state machine allows it (staying put is allowed). */
export function statusRefusal(
  from: OrdersTable['status'],
  to: OrdersTable['status'],
  garments?: readonly Pick<Garment, 'stage'>[] | null,
): string | null {
  if (from === to || canMoveOrder(from, to)) return null;
  // Every garment handed over in the atelier: the order is delivered, whatever step it was at (shared/order-delivery).
  if (to === 'delivered' && from !== 'canceled' && garmentsDelivered(garments)) return null;
  return transitionRefused(from, to);
}

/**
 * What a status move does besides the status: cancelling gives every line's quantity back to its variant or product
 * (a change of the stock, never an absolute value), exactly once since canceled is final.
 */
export async function applyStatusEffects(
  trx: DB,
  storeId: string,
  from: OrdersTable['status'],
  to: OrdersTable['status'],
  lines: readonly OrderLine[],
): Promise<{ effects: { stockChanged: boolean } }> {
  if (to !== 'canceled' || from === 'canceled') return { effects: { stockChanged: false } };
  for (const line of lines) await changeStock(trx, storeId, line, +line.quantity);
  return { effects: { stockChanged: lines.length > 0 } };
}

/** Adds `delta` to the stock of the line's variant, or of its product when it has none (store-scoped). */
export async function changeStock(trx: DB, storeId: string, line: OrderLine, delta: number) {
  const now = nowIso();
  if (line.subProductId) {
    await trx
      .updateTable('sub_products')
      .set((eb) => ({ stock: eb('stock', '+', delta), updated_at: now }))
      .where('id', '=', line.subProductId)
      .where('store_id', '=', storeId)
      .execute();
  } else if (line.productId) {
    await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', delta), updated_at: now }))
      .where('id', '=', line.productId)
      .where('store_id', '=', storeId)
      .execute();
  }
}

/** The history with this move appended (a message alone, without a status change, is kept too). */
export function withHistory(
  history: readonly OrderHistoryEntry[],
  from: OrdersTable['status'],
  to: OrdersTable['status'],
  message: string | null,
  by: string,
  at = nowIso(),
): OrderHistoryEntry[] {
  if (from === to && !message) return [...history];
  return [...history, { status: to, at, by, message }];
}

/** The merchant's name as the history shows it. */
export async function authorName(db: DB, userId: string): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return user ? `${user.first_name} ${user.last_name}`.trim() || 'Boutique' : 'Boutique';
}

/** What the customer receives when the merchant updates the order: a mail, or an SMS when there is no e-mail. */
export function orderUpdateMessage(order: OrderRecord, storeName: string): OutgoingMessage | null {
  const to = order.email || order.phone;
  if (!to) return null;
  return { to, subject: orderNewsSubject(order, storeName), text: orderNewsText(order, storeName) };
}
