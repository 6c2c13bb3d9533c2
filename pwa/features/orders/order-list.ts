// From the constants, not the order schemas: the route files read the list's search with it (decision 013).
import { ORDER_STATUSES, type OrderStatus as OrderStatusName } from '#shared/constants';
import type { OrderRecord } from '#shared/schemas/order-record';

/** An order as the screens show it: its id, the record, and how many local changes still wait to be sent. */
export interface OrderView {
  id: string;
  record: OrderRecord;
  pending: number;
}

export interface OrderListFilters {
  status?: OrderStatusName;
  search?: string;
  from?: string;
  to?: string;
  page?: number;
}

export interface OrderListPage {
  rows: OrderView[];
  total: number;
  counts: Record<OrderStatusName, number>;
  page: number;
  perPage: number;
}

const day = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/** The order list's filters from a URL's search (an unknown value is dropped): every route showing the list. */
export function readOrderListSearch(s: Record<string, unknown>): OrderListFilters {
  return {
    status: (ORDER_STATUSES as readonly unknown[]).includes(s.status) ? (s.status as OrderStatusName) : undefined,
    search: typeof s.search === 'string' && s.search ? s.search : undefined,
    from: day(s.from),
    to: day(s.to),
    page: Number.isInteger(s.page) && (s.page as number) > 1 ? (s.page as number) : undefined,
  };
}

export const ORDERS_PER_PAGE = 20;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The list screen's page, computed on the device from the orders it holds (so it works offline): filters by day and
 * search (customer name either way round, phone digits, code), counts per status under those filters, newest first.
 */
export function pageOfOrders(all: readonly OrderView[], f: OrderListFilters, perPage = ORDERS_PER_PAGE): OrderListPage {
  const search = fold(f.search?.trim() ?? '');
  const digits = search.replace(/\D/g, '');
  const matching = all.filter((o) => {
    const r = o.record;
    const day = r.createdAt.slice(0, 10);
    if (f.from && day && day < f.from) return false;
    if (f.to && day && day > f.to) return false;
    if (!search) return true;
    const name = fold(`${r.firstname} ${r.lastname}`);
    const reversed = fold(`${r.lastname} ${r.firstname}`);
    return (
      name.includes(search) ||
      reversed.includes(search) ||
      fold(r.code).includes(search) ||
      (digits.length >= 3 && r.phone.replace(/\D/g, '').includes(digits))
    );
  });
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatusName, number>;
  for (const o of matching) counts[o.record.status] += 1;
  const shown = (f.status ? matching.filter((o) => o.record.status === f.status) : matching).sort(newestFirst);
  const page = Math.max(1, Math.min(f.page ?? 1, Math.ceil(shown.length / perPage) || 1));
  return {
    rows: shown.slice((page - 1) * perPage, page * perPage),
    total: shown.length,
    counts,
    page,
    perPage,
  };
}

/** Newest first; an order made on this device and not yet sent has no server date yet and goes on top. */
export function newestFirst(a: OrderView, b: OrderView): number {
  const ka = a.record.createdAt || '9999';
  const kb = b.record.createdAt || '9999';
  return ka === kb ? (a.id < b.id ? 1 : -1) : ka < kb ? 1 : -1;
}
