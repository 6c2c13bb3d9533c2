import type { Garment, Payment } from './schemas/atelier-order';
import { owedOn, type MoneyOrder } from './order-money';

/**
 * The workshop's calendar, computed on the device from the orders it holds, so it works offline: each
 * day's load (garments due that day and not yet delivered) against the capacity (garments per day, a setting), and a
 * warning when a due date lands on a full day — the weeks before Tabaski, Korité and weddings.
 */

/** What the calendar reads of an order (the synced order record). */
export interface CalendarOrder {
  id: string;
  code: string;
  status: string;
  firstname: string;
  lastname: string;
  total: number;
  dueDate?: string | null;
  garments?: readonly Pick<Garment, 'stage' | 'name'>[];
  payments?: readonly Pick<Payment, 'amount'>[];
  paidAt?: string | null;
}

export interface DayLoad {
  /** YYYY-MM-DD */
  day: string;
  /** garments due that day and not delivered */
  garments: number;
  orders: CalendarOrder[];
}

/** Garments of the order still to make (an order without garments counts as one piece; a canceled one as none). */
export function garmentsToMake(order: CalendarOrder): number {
  if (order.status === 'canceled' || order.status === 'delivered') return 0;
  const garments = order.garments ?? [];
  if (!garments.length) return 1;
  return garments.filter((g) => g.stage !== 'delivered').length;
}

/** Whether the order is made to measure (has a due date or garments). */
export const isAtelierOrder = (o: CalendarOrder) => Boolean(o.dueDate) || (o.garments?.length ?? 0) > 0;

/** Each day's load between from and to (inclusive, YYYY-MM-DD), days without orders left out. */
export function dayLoads(orders: readonly CalendarOrder[], from: string, to: string): Map<string, DayLoad> {
  const loads = new Map<string, DayLoad>();
  for (const order of orders) {
    const day = order.dueDate;
    if (!day || day < from || day > to) continue;
    const count = garmentsToMake(order);
    if (count === 0) continue;
    let load = loads.get(day);
    if (!load) loads.set(day, (load = { day, garments: 0, orders: [] }));
    load.garments += count;
    load.orders.push(order);
  }
  return loads;
}

export type LoadLevel = 'free' | 'busy' | 'full' | 'over';

/** free below 75 % of the capacity, busy up to it, full at it, over above; 'free' when no capacity is set. */
export function loadLevel(garments: number, capacity: number | null | undefined): LoadLevel {
  if (!capacity) return 'free';
  if (garments > capacity) return 'over';
  if (garments === capacity) return 'full';
  return garments >= capacity * 0.75 ? 'busy' : 'free';
}

const FR_DAY = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
export const frenchDay = (day: string) => FR_DAY.format(new Date(`${day}T00:00:00Z`));

/**
 * The warning for a due date: `adding` garments of the order being written on `day`, on top of what the other orders
 * (`excludeOrderId` left out: the order being edited) already put there. Null when the day has room or no capacity.
 */
export function capacityWarning(
  orders: readonly CalendarOrder[],
  day: string | null | undefined,
  adding: number,
  capacity: number | null | undefined,
  excludeOrderId?: string | null,
): string | null {
  if (!day || !capacity) return null;
  const others = orders.filter((o) => o.id !== excludeOrderId);
  const already = dayLoads(others, day, day).get(day)?.garments ?? 0;
  if (already + adding <= capacity) return null;
  const plural = (n: number) => (n > 1 ? 's' : '');
  return (
    `Le ${frenchDay(day)} dépasse la capacité de l'atelier : ${already} vêtement${plural(already)} ` +
    `déjà prévu${plural(already)}, ${capacity} par jour au plus. Choisissez un autre jour ou prévenez l'équipe.`
  );
}

/** Monday (YYYY-MM-DD) of the week of `day`. */
export function weekStart(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The days shown for a month: whole weeks, Monday first, from the week of the 1st to the week of the last day. */
export function monthGrid(month: string): string[] {
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const days: string[] = [];
  for (let d = weekStart(first); d <= last || days.length % 7 !== 0; d = addDays(d, 1)) days.push(d);
  return days;
}

/** Today's date (YYYY-MM-DD) where the tablet is. */
export function localToday(now = new Date()): string {
  const d = new Date(now.getTime() - now.getTimezoneOffset() * 60000);
  return d.toISOString().slice(0, 10);
}

/** The dashboard's counts: garments due this week (today to Sunday), late (due before today), balances owed. */
export function workshopSummary(orders: readonly CalendarOrder[], today: string) {
  const sunday = addDays(weekStart(today), 6);
  let dueThisWeek = 0;
  let late = 0;
  let owed = 0;
  let owing = 0;
  const lateOrders: CalendarOrder[] = [];
  for (const o of orders) {
    if (!isAtelierOrder(o) || o.status === 'canceled') continue;
    const left = garmentsToMake(o);
    if (o.dueDate && left > 0) {
      if (o.dueDate < today) {
        late += left;
        lateOrders.push(o);
      } else if (o.dueDate <= sunday) dueThisWeek += left;
    }
    const balance = owedOn({ ...o, status: o.status as MoneyOrder['status'] });
    if (balance > 0) {
      owed += balance;
      owing += 1;
    }
  }
  return {
    dueThisWeek,
    late,
    lateOrders: lateOrders.sort((a, b) => ((a.dueDate ?? '') < (b.dueDate ?? '') ? -1 : 1)),
    owed: Math.round(owed * 100) / 100,
    owing,
  };
}
