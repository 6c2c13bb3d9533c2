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
  AuditDto,
  ContactMessageJson,
  ContactStatus,
  Page,
  StatusCounts,
  StoreRef,
  SubscriptionMerchant,
} from '#shared/admin';
import type { SubscriptionStatus } from '#shared/constants';
import type { RequestStatus, SubscriptionRequestDto } from '#shared/subscriptions';
import { apiFetch } from '../../lib/api';
import { queryPolicy } from '../../app/query-client';

export type {
  AdminPlan,
  AdminPlanDetail,
  AdminRequestDetail,
  AdminShopDetail,
  AdminShopRow,
  AdminSubscriptionDetail,
  AdminSubscriptionRow,
  AdminUserDetail,
  AdminUserRow,
  StoreRef,
};
export type AuditEntry = AuditDto;
export type Usage = StatusCounts;
export type Merchant = SubscriptionMerchant;

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
  queryOptions({
    ...queryPolicy.live,
    queryKey: ['admin', 'subscriptions', filter],
    queryFn: () => {
      const p = new URLSearchParams({ page: String(filter.page), perPage: '20' });
      if (filter.status) p.set('status', filter.status);
      if (filter.q) p.set('q', filter.q);
      return apiFetch<Page<AdminSubscriptionRow>>(`/api/admin/subscriptions?${p}`);
    },
  });

export const adminSubscriptionQuery = (id: string) =>
  queryOptions({
    ...queryPolicy.live,
    queryKey: ['admin', 'subscriptions', 'one', id],
    queryFn: async () =>
      (await apiFetch<{ data: AdminSubscriptionDetail }>(`/api/admin/subscriptions/${encodeURIComponent(id)}`)).data,
  });

export const adminRequestsQuery = (filter: { status?: RequestStatus; page: number }) =>
  queryOptions({
    ...queryPolicy.live,
    queryKey: ['admin', 'requests', filter],
    queryFn: () => {
      const p = new URLSearchParams({ page: String(filter.page), perPage: '20' });
      if (filter.status) p.set('status', filter.status);
      return apiFetch<Page<SubscriptionRequestDto>>(`/api/admin/subscription-requests?${p}`);
    },
  });

export const adminRequestQuery = (id: string) =>
  queryOptions({
    ...queryPolicy.live,
    queryKey: ['admin', 'requests', 'one', id],
    queryFn: async () =>
      (await apiFetch<{ data: AdminRequestDetail }>(`/api/admin/subscription-requests/${encodeURIComponent(id)}`)).data,
  });

export const adminShopsQuery = (filter: {
  q?: string;
  status?: string;
  plan?: string;
  page: number;
  perPage: number;
}) =>
  queryOptions({
    ...queryPolicy.live,
    queryKey: ['admin', 'shops', filter],
    queryFn: () => {
      const p = new URLSearchParams({ page: String(filter.page), perPage: String(filter.perPage) });
      if (filter.q) p.set('q', filter.q);
      if (filter.status) p.set('status', filter.status);
      if (filter.plan) p.set('plan', filter.plan);
      return apiFetch<Page<AdminShopRow>>(`/api/admin/shops?${p}`);
    },
  });

export const adminShopQuery = (id: string) =>
  queryOptions({
    ...queryPolicy.live,
    queryKey: ['admin', 'shops', 'one', id],
    queryFn: async () => (await apiFetch<{ data: AdminShopDetail }>(`/api/admin/shops/${encodeURIComponent(id)}`)).data,
  });

export const adminUsersQuery = (filter: { q?: string; role?: string; page: number }) =>
  queryOptions({
    ...queryPolicy.live,
    queryKey: ['admin', 'users', filter],
    queryFn: () => {
      const p = new URLSearchParams({ page: String(filter.page), perPage: '20' });
      if (filter.q) p.set('q', filter.q);
      if (filter.role) p.set('role', filter.role);
      return apiFetch<Page<AdminUserRow>>(`/api/admin/users?${p}`);
    },
  });

export const adminUserQuery = (id: string) =>
  queryOptions({
    ...queryPolicy.live,
    queryKey: ['admin', 'users', 'one', id],
    queryFn: async () => (await apiFetch<{ data: AdminUserDetail }>(`/api/admin/users/${encodeURIComponent(id)}`)).data,
  });

export const adminContactMessagesQuery = (filter: { status?: ContactStatus; page: number }) =>
  queryOptions({
    ...queryPolicy.live,
    queryKey: ['admin', 'contact-messages', filter],
    queryFn: () => {
      const p = new URLSearchParams({ page: String(filter.page), perPage: '20' });
      if (filter.status) p.set('status', filter.status);
      return apiFetch<Page<ContactMessageJson>>(`/api/admin/contact-messages?${p}`);
    },
  });
