import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OrderStatusName } from '#shared/schemas/order';
import type { OrderRecord } from '#shared/schemas/order-record';
import { apiFetch } from '../../lib/api';

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

export const ORDERS_PER_PAGE = 20;

type OrderJson = OrderRecord & { id: string };

const toView = ({ id, ...record }: OrderJson): OrderView => ({ id, record: record as OrderRecord, pending: 0 });

/** GET /api/orders with the list's filters (decision 007; search, days and counts per status added by issue 9). */
export function orderListQuery(filters: OrderListFilters) {
  return queryOptions({
    queryKey: ['orders', 'list', filters],
    queryFn: async (): Promise<OrderListPage> => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') params.set(k, String(v));
      params.set('perPage', String(ORDERS_PER_PAGE));
      const res = await apiFetch<{
        data: OrderJson[];
        meta: { page: number; perPage: number; total: number; counts: Record<OrderStatusName, number> };
      }>(`/api/orders?${params}`);
      return { rows: res.data.map(toView), ...res.meta };
    },
    placeholderData: keepPreviousData,
  });
}

export function orderQuery(id: string) {
  return queryOptions({
    queryKey: ['orders', 'one', id],
    queryFn: async (): Promise<OrderView> => toView((await apiFetch<{ data: OrderJson }>(`/api/orders/${id}`)).data),
  });
}

export async function changeOrderStatus(id: string, status: OrderStatusName, message: string | null) {
  return toView(
    (await apiFetch<{ data: OrderJson }>(`/api/orders/${id}`, { method: 'PUT', body: { status, message } })).data,
  );
}
