import { queryOptions } from '@tanstack/react-query';
import type {
  AdminPlan,
  AdminPlanDetail,
  AdminRequestDetail,
  AdminShopDetail,
  AdminShopRow,
  AdminSubscriptionDetail,
  AdminSubscriptionRow,
  AdminUserDetail,
  AdminUserRow,
  AuditPage,
  ContactMessageJson,
  ContactStatus,
  Page,
} from '#shared/admin';
import type { SubscriptionStatus } from '#shared/constants';
import type { RequestStatus, SubscriptionRequestDto } from '#shared/subscriptions';
import { apiFetch } from '../../lib/api';
import { queryPolicy } from '../../app/query-client';

/** Query-string values of an admin list: the page, its size (20 unless said) and each filter that is set. */
type ListFilter = { page: number; perPage?: number } & Record<string, string | number | undefined>;

/** One page of an admin list, GET /api/admin/<path>?…, cached under ['admin', key, filter]. */
function adminListQuery<Row>(key: string, path: string, filter: ListFilter) {
  return queryOptions({
    ...queryPolicy.live,
    queryKey: ['admin', key, filter],
    queryFn: () => {
      const p = new URLSearchParams({ page: String(filter.page), perPage: String(filter.perPage ?? 20) });
      for (const [name, value] of Object.entries(filter))
        if (name !== 'page' && name !== 'perPage' && value !== undefined && value !== '') p.set(name, String(value));
      return apiFetch<Page<Row>>(`/api/admin/${path}?${p}`);
    },
  });
}

/** One record of the admin API, GET /api/admin/<path>/<id> → its `data`, cached under ['admin', key, 'one', id]. */
function adminOneQuery<Detail>(key: string, path: string, id: string) {
  return queryOptions({
    ...queryPolicy.live,
    queryKey: ['admin', key, 'one', id],
    queryFn: async () => (await apiFetch<{ data: Detail }>(`/api/admin/${path}/${encodeURIComponent(id)}`)).data,
  });
}

export const adminPlansQuery = queryOptions({
  ...queryPolicy.live,
  queryKey: ['admin', 'plans'],
  queryFn: async () => (await apiFetch<{ data: AdminPlan[] }>('/api/admin/plans')).data,
});

export const adminPlanQuery = (id: string) =>
  queryOptions({
    ...queryPolicy.live,
    queryKey: ['admin', 'plans', id],
    queryFn: async () => (await apiFetch<{ data: AdminPlanDetail }>(`/api/admin/plans/${encodeURIComponent(id)}`)).data,
  });

export const adminSubscriptionsQuery = (filter: { status?: SubscriptionStatus; q?: string; page: number }) =>
  adminListQuery<AdminSubscriptionRow>('subscriptions', 'subscriptions', filter);

export const adminSubscriptionQuery = (id: string) =>
  adminOneQuery<AdminSubscriptionDetail>('subscriptions', 'subscriptions', id);

export const adminRequestsQuery = (filter: { status?: RequestStatus; page: number }) =>
  adminListQuery<SubscriptionRequestDto>('requests', 'subscription-requests', filter);

export const adminRequestQuery = (id: string) =>
  adminOneQuery<AdminRequestDetail>('requests', 'subscription-requests', id);

export const adminShopsQuery = (filter: {
  q?: string;
  status?: string;
  plan?: string;
  page: number;
  perPage: number;
}) => adminListQuery<AdminShopRow>('shops', 'shops', filter);

export const adminShopQuery = (id: string) => adminOneQuery<AdminShopDetail>('shops', 'shops', id);

export const adminUsersQuery = (filter: { q?: string; role?: string; page: number }) =>
  adminListQuery<AdminUserRow>('users', 'users', filter);

export const adminUserQuery = (id: string) => adminOneQuery<AdminUserDetail>('users', 'users', id);

export const adminContactMessagesQuery = (filter: { status?: ContactStatus; page: number }) =>
  adminListQuery<ContactMessageJson>('contact-messages', 'contact-messages', filter);

/** The whole platform's audit log (GET /api/admin/audit): one page, filtered by actor, kind, shop and days. */
export const adminAuditQuery = (filter: {
  actor?: string;
  kind?: string;
  store?: string;
  from?: string;
  to?: string;
  page: number;
}) =>
  queryOptions({
    ...queryPolicy.live,
    queryKey: ['admin', 'audit', filter],
    queryFn: () => {
      const p = new URLSearchParams({ page: String(filter.page), perPage: '25' });
      for (const [name, value] of Object.entries(filter))
        if (name !== 'page' && value !== undefined && value !== '') p.set(name, String(value));
      return apiFetch<AuditPage>(`/api/admin/audit?${p}`);
    },
  });
