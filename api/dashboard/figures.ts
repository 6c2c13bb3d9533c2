import type { DB } from '../db/database';
import { ORDER_STATUSES, type OrderStatus } from '#shared/constants';

export interface DashboardFigures {
  /** Customers of the store that are not tombstoned. */
  customers: number;
  /** Orders of the store that are not tombstoned, every status. */
  orders: number;
  ordersByStatus: Record<OrderStatus, number>;
  /**
   * Sum of the totals of delivered orders: merchants here are mostly paid cash on delivery, so an order only counts
   * as earned once delivered.
   */
  revenue: number;
}

/** Counts read from the caller's store only (tenancy comes from the store id the guard resolved from the token). */
export async function readDashboardFigures(db: DB, storeId: string): Promise<DashboardFigures> {
  const customers = await db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();

  const byStatus = await db
    .selectFrom('orders')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('total').as('total')])
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .groupBy('status')
    .execute();

  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  let orders = 0;
  let revenue = 0;
  for (const row of byStatus) {
    const n = Number(row.n);
    ordersByStatus[row.status] = n;
    orders += n;
    if (row.status === 'delivered') revenue = Number(row.total ?? 0);
  }
  // Totals carry at most 2 decimals; summing floats can leave a tail like 0.30000000000000004.
  revenue = Math.round(revenue * 100) / 100;

  return { customers: Number(customers.n), orders, ordersByStatus, revenue };
}
