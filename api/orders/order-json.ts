import { ORDER_STATUS_LABELS } from '#shared/schemas/order';
import type { OrderJson } from '#shared/schemas/order-record';
import type { OrdersTable } from '../db/tables-catalog';
import { orderRecordFromRow } from './order-row';
import { moneyOrderOf, owedOn, paidOn, paymentState } from '#shared/order-money';

/** Order row → API shape: the order record (shared/schemas/order-record.ts) with its id, label and version. */
export function orderJson(row: OrdersTable): OrderJson {
  const record = orderRecordFromRow(row);
  const money = moneyOrderOf(record);
  return {
    id: row.id,
    ...record,
    // What is paid and still owed (decision 024): the same functions as every screen.
    amountPaid: paidOn(money),
    amountOwed: owedOn(money),
    paymentState: paymentState(money),
    statusLabel: ORDER_STATUS_LABELS[row.status],
    // First line, for readers of the single-product shape (decision 007).
    productId: row.product_id,
    subProductId: row.sub_product_id,
    productName: row.product_name,
    quantity: row.quantity,
    unitPrice: row.unit_price,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
export type { OrderJson };
