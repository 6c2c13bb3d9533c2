import { deliveryInStep } from '#shared/order-delivery';
import type { Garment } from '#shared/schemas/atelier-order';
import type { DeliveryOption, PaymentMethod as CheckoutPaymentMethod } from '#shared/schemas/checkout';
import { useLiveQuery } from 'dexie-react-hooks';
import type { OrderLine, OrderRecord } from '#shared/schemas/order-record';
import { EMPTY_ORDER, newOrderCode, orderGrandTotal } from '#shared/order-basics';
import type { OrderStatusName } from '#shared/schemas/order';
import type { Payment } from '#shared/schemas/atelier-order';
import { apiFetch } from '../../lib/api';
import type { MirrorRow } from '../../lib/sync/db';
import { queueUpsert } from '../../lib/sync/local-writes';
import { newClientId } from '../../lib/sync/ids';
import type { SyncRuntime } from '../../lib/sync/runtime';
import { pageOfOrders, type OrderListFilters, type OrderListPage, type OrderView } from './order-list';

/** A mirror row as an order: an order made here and not sent yet has no server date or total: they are derived. */
function toView(row: MirrorRow): OrderView {
  const record = { ...EMPTY_ORDER, ...(row.data as Partial<OrderRecord>) } as OrderRecord;
  return {
    id: row.id,
    record: {
      ...record,
      // What the customer pays: lines, delivery fee and promo discount.
      total: orderGrandTotal(record.lines, record.deliveryFee ?? 0, record.discount ?? 0),
      createdAt: record.createdAt || row.updatedAt,
    },
    pending: row.pending,
  };
}

/** Every order on the device (live: pulls, answers and local writes show at once). */
export function useOrderViews(runtime: SyncRuntime | null): OrderView[] | undefined {
  return useLiveQuery(async () => {
    if (!runtime) return [];
    const rows = await runtime.db
      .mirror('orders')
      .filter((r) => !r.deletedAt)
      .toArray();
    return rows.map(toView);
  }, [runtime]);
}

/** The list screen's page, from the device. */
export function useOrderList(runtime: SyncRuntime | null, filters: OrderListFilters): OrderListPage | undefined {
  const all = useOrderViews(runtime);
  return all && pageOfOrders(all, filters);
}

/** One order; null when the device does not hold it, undefined while reading. */
export function useOrder(runtime: SyncRuntime | null, id: string): OrderView | null | undefined {
  return useLiveQuery(async () => {
    if (!runtime) return null;
    const row = await runtime.db.mirror('orders').get(id);
    return row && !row.deletedAt ? toView(row) : null;
  }, [runtime, id]);
}

/** Queues a status move (and the message to the customer); the server judges it when it syncs. */
export async function queueStatusChange(
  runtime: SyncRuntime,
  id: string,
  status: OrderStatusName,
  message: string | null,
): Promise<void> {
  // A made-to-measure order delivered here hands its garments over in the atelier too (shared/order-delivery.ts).
  const row = await runtime.db.mirror('orders').get(id);
  const garments = (row?.data.garments as Garment[] | undefined) ?? [];
  const inStep = deliveryInStep({ status, garments });
  await queueUpsert(runtime.db, 'orders', id, {
    status,
    message,
    ...(inStep.garments !== garments ? { garments: inStep.garments } : {}),
  });
  void runtime.engine.requestSync();
}

/**
 * Files the order under another customer of the store: her id and, so the order reads as hers in every list, her
 * name; the phone, e-mail and address stay those given for this order (where it goes, whom to call about it). Queued
 * like any order edit: offline it waits on the device, and the server refuses a customer that is not the store's.
 */
export async function queueCustomerMove(runtime: SyncRuntime, id: string, customer: MirrorRow): Promise<void> {
  await queueUpsert(runtime.db, 'orders', id, {
    customerId: customer.id,
    firstname: String(customer.data.firstName ?? ''),
    lastname: String(customer.data.lastName ?? ''),
  });
  void runtime.engine.requestSync();
}

/**
 * Marks an order paid: online only, POST /api/orders/{id}/paid; the order's new version comes back to
 * the device with the next pull, asked at once.
 */
export async function markOrderPaid(runtime: SyncRuntime | null, id: string): Promise<string> {
  const answer = await apiFetch<{ message: string }>(`/api/orders/${id}/paid`, { method: 'POST' });
  if (runtime) await runtime.engine.requestSync();
  return answer.message;
}

export interface NewOrder {
  customerId: string | null;
  firstname: string;
  lastname: string;
  phone: string;
  email: string;
  city: string;
  address: string | null;
  lines: OrderLine[];
  message: string | null;
  /** what was paid at the counter, if anything */
  payments?: Payment[];
  /** a delivery fee and the way the customer will pay, taken on the tablet too */
  deliveryOption?: DeliveryOption | null;
  deliveryFee?: number;
  paymentMethod?: CheckoutPaymentMethod | null;
}

/** Queues a new order made on this device (a code of its own, so the receipt can be given at once). */
export async function queueNewOrder(runtime: SyncRuntime, order: NewOrder): Promise<string> {
  const id = newClientId();
  const record: Partial<OrderRecord> = { ...order, code: newOrderCode(), status: 'pending' };
  await queueUpsert(runtime.db, 'orders', id, record);
  void runtime.engine.requestSync();
  return id;
}
