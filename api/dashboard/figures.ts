import type { DB } from '../db/database';
import { ORDER_STATUSES, type OrderStatus } from '#shared/constants';
import { lastDays, type DashboardFigures, type TopProduct } from '#shared/dashboard';
import type { OrderLine } from '#shared/schemas/order-record';
import { moneyFigures, moneyOrderOf } from '#shared/order-money';

export type { DashboardFigures };

/** Counts read from the caller's store only (tenancy comes from the store id the guard resolved from the token). */
export async function readDashboardFigures(db: DB, storeId: string, now: Date = new Date()): Promise<DashboardFigures> {
  const customers = await db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();

  // Money comes from each order's payments (decision 024): the payments list is JSON, so the sums are made here by
  // the shared functions the device and every screen use, never by a second definition in SQL.
  const rows = await db
    .selectFrom('orders')
    .select(['status', 'total', 'payments', 'paid_at'])
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .execute();

  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  const money = rows.map((row) => {
    ordersByStatus[row.status] += 1;
    return moneyOrderOf({
      status: row.status,
      total: row.total,
      payments: parsePayments(row.payments),
      paidAt: row.paid_at,
    });
  });
  const { earned, owed, owing } = moneyFigures(money);

  const { sales, topProducts } = await readSales(db, storeId, now);
  return {
    customers: Number(customers.n),
    orders: rows.length,
    ordersByStatus,
    revenue: earned,
    owed,
    owing,
    sales,
    topProducts,
  };
}

function parsePayments(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return [];
  }
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
