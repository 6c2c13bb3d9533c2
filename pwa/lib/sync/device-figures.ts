import { ORDER_STATUSES, type OrderStatus } from '#shared/constants';
import type { OrderLine } from '#shared/schemas/order-record';
import { orderGrandTotal } from '#shared/order-basics';
import type { MirrorRow } from './db';

/**
 * Figures computed from what the device holds (customers and orders mirrors, pending changes included): the
 * dashboard offline and the customer's page read them at once, without the network.
 */
export interface DeviceOrder {
  id: string;
  code: string;
  status: OrderStatus;
  total: number;
  createdAt: string;
  pending: number;
}

function asOrder(row: MirrorRow): DeviceOrder {
  const d = row.data as {
    code?: string;
    status?: OrderStatus;
    lines?: OrderLine[];
    createdAt?: string;
    deliveryFee?: number | null;
    discount?: number | null;
  };
  return {
    id: row.id,
    code: d.code ?? '',
    status: d.status && ORDER_STATUSES.includes(d.status) ? d.status : 'pending',
    // what the shopper pays, as the server's dashboard counts it: lines + delivery fee − discount (issue 19)
    total: orderGrandTotal(Array.isArray(d.lines) ? d.lines : [], d.deliveryFee ?? 0, d.discount ?? 0),
    createdAt: d.createdAt || row.updatedAt,
    pending: row.pending,
  };
}

/** A customer's orders (newest first) and what she has paid: delivered orders are paid, open ones are still due. */
export interface CustomerAccount {
  orders: DeviceOrder[];
  /** total of delivered orders */
  paid: number;
  /** total of orders still on their way (pending, confirmed, shipped) */
  due: number;
}

const OPEN: readonly OrderStatus[] = ['pending', 'confirmed', 'shipped'];
const round2 = (n: number) => Math.round(n * 100) / 100;

export function customerAccount(orderRows: readonly MirrorRow[], customerId: string): CustomerAccount {
  const orders = orderRows
    .filter((r) => !r.deletedAt && r.data.customerId === customerId)
    .map(asOrder)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const sum = (pick: (o: DeviceOrder) => boolean) => round2(orders.filter(pick).reduce((s, o) => s + o.total, 0));
  return {
    orders,
    paid: sum((o) => o.status === 'delivered'),
    due: sum((o) => OPEN.includes(o.status)),
  };
}

/** The dashboard's figures (GET /api/dashboard's shape) counted on the device. */
export interface DeviceFigures {
  customers: number;
  orders: number;
  ordersByStatus: Record<OrderStatus, number>;
  revenue: number;
}

export function deviceFigures(customerRows: readonly MirrorRow[], orderRows: readonly MirrorRow[]): DeviceFigures {
  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  let revenue = 0;
  let orders = 0;
  for (const row of orderRows) {
    if (row.deletedAt) continue;
    const o = asOrder(row);
    orders++;
    ordersByStatus[o.status]++;
    if (o.status === 'delivered') revenue += o.total;
  }
  return {
    customers: customerRows.filter((r) => !r.deletedAt).length,
    orders,
    ordersByStatus,
    revenue: round2(revenue),
  };
}
