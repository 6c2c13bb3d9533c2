import type { DB } from '../db/database';
import { ORDER_STATUSES, type OrderStatus } from '#shared/constants';
import { lastDays, type DashboardFigures, type TopProduct } from '#shared/dashboard';
import type { OrderLine } from '#shared/schemas/order-record';

export type { DashboardFigures };

/** Counts read from the caller's store only (tenancy comes from the store id the guard resolved from the token). */
export async function readDashboardFigures(db: DB, storeId: string, now: Date = new Date()): Promise<DashboardFigures> {
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

  const { sales, topProducts } = await readSales(db, storeId, now);
  return { customers: Number(customers.n), orders, ordersByStatus, revenue, sales, topProducts };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Sales per day and best sellers over the chart's days, from the store's orders (lines are read from their JSON). */
export async function readSales(db: DB, storeId: string, now: Date = new Date()) {
  const days = lastDays(now);
  const rows = await db
    .selectFrom('orders')
    .select(['created_at', 'total', 'lines'])
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .where('status', '!=', 'canceled')
    .where('created_at', '>=', `${days[0]}T00:00:00.000Z`)
    .execute();
  const byDay = new Map(days.map((day) => [day, { day, orders: 0, revenue: 0 }]));
  const byProduct = new Map<string, TopProduct>();
  for (const row of rows) {
    const point = byDay.get(row.created_at.slice(0, 10));
    if (point) {
      point.orders += 1;
      point.revenue = round2(point.revenue + Number(row.total));
    }
    let lines: OrderLine[] = [];
    try {
      lines = JSON.parse(row.lines) as OrderLine[];
    } catch {
      // An unreadable line list counts in the day's total only.
    }
    for (const line of lines) {
      const key = line.productId ?? `name:${line.name}`;
      const top = byProduct.get(key) ?? { productId: line.productId, name: line.name, quantity: 0, revenue: 0 };
      top.quantity += line.quantity;
      top.revenue = round2(top.revenue + line.quantity * line.unitPrice);
      byProduct.set(key, top);
    }
  }
  const topProducts = [...byProduct.values()]
    .sort((a, b) => b.quantity - a.quantity || b.revenue - a.revenue || a.name.localeCompare(b.name))
    .slice(0, 5);
  return { sales: [...byDay.values()], topProducts };
}
