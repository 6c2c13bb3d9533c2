import type { OrderHistoryEntry, OrderLine, OrderRecord } from '#shared/schemas/order-record';
import { linesSummary, orderGrandTotal } from '#shared/schemas/order-record';
import type { OrdersTable } from '../db/tables-catalog';
import type { Garment, Payment } from '#shared/schemas/atelier-order';
import { normalizeTransactionId } from '#shared/transaction-id';

function parseArray<T>(text: unknown): T[] {
  try {
    const value = JSON.parse(String(text ?? '[]'));
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** An orders row → the order record (API and sync). */
export function orderRecordFromRow(row: OrdersTable): OrderRecord {
  return {
    code: row.code,
    status: row.status,
    customerId: row.customer_id,
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    email: row.email,
    city: row.city,
    address: row.address,
    lines: parseArray<OrderLine>(row.lines),
    message: row.message,
    total: row.total,
    history: parseArray<OrderHistoryEntry>(row.history),
    createdAt: row.created_at,
    dueDate: row.due_date ?? null,
    garments: parseArray<Garment>(row.garments),
    payments: parseArray<Payment>(row.payments),
    deliveryOption: row.delivery_option ?? null,
    deliveryZone: row.delivery_zone ?? null,
    deliveryZoneId: row.delivery_zone_id ?? null,
    deliveryFee: row.delivery_fee ?? 0,
    paymentMethod: row.payment_method ?? null,
    promoCode: row.promo_code ?? null,
    discount: row.discount ?? 0,
    transactionId: row.transaction_id ?? null,
    transactionDeclaredAt: row.transaction_declared_at ?? null,
    transactionReusedFor: row.transaction_reused_for ?? null,
    paidAt: row.paid_at ?? null,
    paidVia: row.paid_via ?? null,
  };
}

/**
 * An order record → its columns (without id, store, version and timestamps). The single-product columns keep the
 * first line (older readers), `product_name` the summary of every line, `quantity` the number of items.
 */
export function orderColumns(r: OrderRecord) {
  const first = r.lines[0];
  return {
    code: r.code,
    status: r.status,
    customer_id: r.customerId,
    product_id: first?.productId ?? null,
    sub_product_id: first?.subProductId ?? null,
    product_name: (r.lines.length === 1 ? first!.name : linesSummary(r.lines)).slice(0, 500),
    quantity: r.lines.reduce((n, l) => n + l.quantity, 0),
    unit_price: first?.unitPrice ?? 0,
    total: orderGrandTotal(r.lines, r.deliveryFee ?? 0, r.discount ?? 0),
    firstname: r.firstname,
    lastname: r.lastname,
    phone: r.phone,
    email: r.email,
    city: r.city,
    address: r.address,
    lines: JSON.stringify(r.lines),
    message: r.message,
    history: JSON.stringify(r.history),
    due_date: r.dueDate ?? null,
    garments: JSON.stringify(r.garments ?? []),
    payments: JSON.stringify(r.payments ?? []),
    delivery_option: r.deliveryOption ?? null,
    delivery_zone: r.deliveryZone ?? null,
    delivery_zone_id: r.deliveryZoneId ?? null,
    delivery_fee: r.deliveryFee ?? 0,
    payment_method: r.paymentMethod ?? null,
    promo_code: r.promoCode ?? null,
    discount: r.discount ?? 0,
    transaction_id: r.transactionId ?? null,
    transaction_declared_at: r.transactionDeclaredAt ?? null,
    transaction_key: r.transactionId ? normalizeTransactionId(r.transactionId) : null,
    transaction_reused_for: r.transactionReusedFor ?? null,
    paid_at: r.paidAt ?? null,
    paid_via: r.paidVia ?? null,
  } satisfies Partial<OrdersTable>;
}
