import type { DB } from '../db/database';

export interface DashboardFigures {
  /** Customers of the store that are not tombstoned. */
  customers: number;
  orders: number;
  ordersByStatus: Record<string, number>;
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

  return {
    customers: Number(customers.n),
    orders: 0,
    ordersByStatus: {},
    revenue: 0,
  };
}
