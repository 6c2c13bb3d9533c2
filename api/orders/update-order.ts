import { canMoveOrder, ORDER_STATUS_LABELS, transitionRefused, type OrderUpdateInput } from '#shared/schemas/order';
import type { Transaction } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/schema';
import type { OrdersTable } from '../db/tables-catalog';
import { nextVersion } from '../db/sync-version';
import { ApiError, notFound } from '../http/errors';
import { nowIso } from '../ids';
import { enqueuePublish } from '../publishing/enqueue';

export const ORDER_NOT_FOUND = 'Commande introuvable.';

/**
 * The merchant moves an order along its state machine (pending → confirmed → shipped → delivered; canceled from
 * pending or confirmed) and/or leaves a message for the customer. Cancelling puts the reserved stock back, in the
 * same transaction. Returns the order before and after.
 */
export async function updateOrder(db: DB, storeId: string, orderId: string, input: OrderUpdateInput) {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .where('store_id', '=', storeId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!before) throw notFound(ORDER_NOT_FOUND);
    if (input.status !== before.status && !canMoveOrder(before.status, input.status)) {
      const message = transitionRefused(before.status, input.status);
      throw new ApiError(422, message, { status: [message] });
    }
    if (input.status === 'canceled' && before.status !== 'canceled') {
      await releaseStock(trx, storeId, before);
      // The stock shown on the storefront changed: republish, in the same commit.
      await enqueuePublish(trx, storeId);
    }
    const changes = {
      status: input.status,
      message: input.message ?? before.message,
      version: await nextVersion(trx),
      updated_at: nowIso(),
    };
    await trx.updateTable('orders').set(changes).where('id', '=', before.id).where('store_id', '=', storeId).execute();
    return { before, after: { ...before, ...changes } satisfies OrdersTable };
  });
}

/** Gives the order's quantity back to the variant, or to the product when it had none. */
async function releaseStock(trx: Transaction<Database>, storeId: string, order: OrdersTable) {
  const now = nowIso();
  if (order.sub_product_id) {
    await trx
      .updateTable('sub_products')
      .set((eb) => ({ stock: eb('stock', '+', order.quantity), updated_at: now }))
      .where('id', '=', order.sub_product_id)
      .where('store_id', '=', storeId)
      .execute();
  } else if (order.product_id) {
    await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', order.quantity), updated_at: now }))
      .where('id', '=', order.product_id)
      .where('store_id', '=', storeId)
      .execute();
  }
}

/** What the customer receives when the merchant updates the order. */
export function orderUpdateMail(order: OrdersTable, storeName: string) {
  const lines = [
    `Bonjour ${order.firstname},`,
    '',
    `Votre commande « ${order.product_name} » (quantité ${order.quantity}) chez ${storeName} est maintenant : ${ORDER_STATUS_LABELS[order.status]}.`,
  ];
  if (order.message) lines.push('', `Message de la boutique : ${order.message}`);
  return {
    to: order.email,
    subject: `${storeName} — votre commande : ${ORDER_STATUS_LABELS[order.status]}`,
    text: lines.join('\n'),
  };
}
