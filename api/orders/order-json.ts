import { ORDER_STATUS_LABELS } from '#shared/schemas/order';
import type { OrdersTable } from '../db/tables-catalog';

/** Order row → API shape. */
export function orderJson(row: OrdersTable) {
  return {
    id: row.id,
    status: row.status,
    statusLabel: ORDER_STATUS_LABELS[row.status],
    customerId: row.customer_id,
    productId: row.product_id,
    subProductId: row.sub_product_id,
    productName: row.product_name,
    quantity: row.quantity,
    unitPrice: row.unit_price,
    total: row.total,
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    email: row.email,
    city: row.city,
    message: row.message,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
