import type { OrderStatus } from './constants';

/** Charts of the dashboards (merchant and admin): one point per UTC day, oldest first, days without data at 0. */

/** How many days the charts show (today included). */
export const CHART_DAYS = 30;

export interface DayPoint {
  /** YYYY-MM-DD (UTC) */
  day: string;
  value: number;
}

/** The merchant's sales per day: orders placed (not canceled) and their total. */
export interface SalesDay {
  day: string;
  orders: number;
  revenue: number;
}

/** A best-selling product over the chart's days (orders not canceled), by quantity. */
export interface TopProduct {
  productId: string | null;
  name: string;
  quantity: number;
  revenue: number;
}

/** GET /api/admin/dashboard */
export interface AdminDashboardDto {
  pendingRequests: number;
  /** This calendar month (UTC): amounts declared by merchants' change requests, and of those accepted. */
  money: { month: string; declared: number; accepted: number; declaredCount: number; acceptedCount: number };
  signups: DayPoint[];
  orders: DayPoint[];
  latestNotifications: {
    id: string;
    type: string;
    related_id: string | null;
    message: string | null;
    created_at: string;
    read: boolean;
  }[];
}

/** The `days` UTC dates ending with `now`'s, oldest first. */
export function lastDays(now: Date, days: number = CHART_DAYS): string[] {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** Spreads counts by day over the chart's days (missing days at 0). */
export function fillDays(days: string[], counts: Map<string, number>): DayPoint[] {
  return days.map((day) => ({ day, value: counts.get(day) ?? 0 }));
}

/** GET /api/dashboard: the merchant dashboard's counts (decision 010: the API's reader and the PWA share it). */
export interface DashboardFigures {
  /** Customers of the store that are not tombstoned. */
  customers: number;
  /** Orders of the store that are not tombstoned, every status. */
  orders: number;
  ordersByStatus: Record<OrderStatus, number>;
  /**
   * « Chiffre d'affaires »: money received on orders not canceled — marked paid, or the payments recorded on them
   * (a counter sale paid in cash counts at once), whatever their delivery (decision 024, shared/order-money.ts).
   */
  revenue: number;
  /** « À encaisser »: what orders not canceled still owe (a delivered order not paid yet included). */
  owed: number;
  /** How many orders still owe something. */
  owing: number;
  /** Orders placed per UTC day over the chart's days (canceled ones left out), with their total. */
  sales: SalesDay[];
  /** The 5 products sold most (by quantity) over the same days. */
  topProducts: TopProduct[];
}
