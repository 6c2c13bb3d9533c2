import { ORDER_STATUSES, type OrderStatus } from '#shared/constants';
import { moneyFigures, moneyOrderOf, owedOn, paidOn, paymentState, type PaymentState } from '#shared/order-money';
import type { MirrorRow } from './db';

/**
 * Figures computed from what the device holds (customers and orders mirrors, pending changes included): the
 * dashboard offline and the customer's page read them at once, without the network.
 */
export interface DeviceOrder {
  id: string;
  code: string;
  status: OrderStatus;
  /** what the shopper pays: lines + delivery fee − discount, as the server computes it */
  total: number;
  /** money received, and still to receive (shared/order-money.ts, decision 024) */
  paid: number;
  owed: number;
  paymentState: PaymentState;
  createdAt: string;
  pending: number;
}

function asOrder(row: MirrorRow): DeviceOrder {
  const d = row.data as { code?: string; createdAt?: string };
  const money = moneyOrderOf(row.data);
  return {
    id: row.id,
    code: d.code ?? '',
    status: money.status,
    total: money.total,
    paid: paidOn(money),
    owed: owedOn(money),
    paymentState: paymentState(money),
    createdAt: d.createdAt || row.updatedAt,
    pending: row.pending,
  };
}

/** A customer's orders (newest first), what she has paid and what she still owes, from the orders' payments. */
export interface CustomerAccount {
  orders: DeviceOrder[];
  /** money received on her orders that are not canceled */
  paid: number;
  /** what her orders that are not canceled still owe, whatever their delivery */
  due: number;
}

export function customerAccount(orderRows: readonly MirrorRow[], customerId: string): CustomerAccount {
  const rows = orderRows.filter((r) => !r.deletedAt && r.data.customerId === customerId);
  const orders = rows.map(asOrder).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const figures = moneyFigures(rows.map((r) => moneyOrderOf(r.data)));
  return { orders, paid: figures.earned, due: figures.owed };
}

/** The dashboard's figures (GET /api/dashboard's shape) counted on the device. */
export interface DeviceFigures {
  customers: number;
  orders: number;
  ordersByStatus: Record<OrderStatus, number>;
  revenue: number;
  owed: number;
}

export function deviceFigures(customerRows: readonly MirrorRow[], orderRows: readonly MirrorRow[]): DeviceFigures {
  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  const live = orderRows.filter((r) => !r.deletedAt).map((r) => moneyOrderOf(r.data));
  for (const o of live) ordersByStatus[o.status]++;
  const money = moneyFigures(live);
  return {
    customers: customerRows.filter((r) => !r.deletedAt).length,
    orders: live.length,
    ordersByStatus,
    revenue: money.earned,
    owed: money.owed,
  };
}
