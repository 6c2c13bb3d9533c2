import { queryOptions } from '@tanstack/react-query';
import type { SubscriptionStatus } from '#shared/constants';
import type { PlanDto } from '#shared/plans';
import type { RequestStatus, SubscriptionDto, SubscriptionRequestDto } from '#shared/subscriptions';
import { apiFetch } from '../../lib/api';
import { queryPolicy } from '../../app/query-client';

export type Usage = { active: number; expired: number; suspended: number };
export interface AuditEntry {
  id: string;
  actor: { id: string; name: string } | null;
  action: string;
  before: unknown;
  after: unknown;
  message: string | null;
  createdAt: string;
}
export type AdminPlan = PlanDto & { usage: Usage };
export type AdminPlanDetail = AdminPlan & { history: AuditEntry[] };
export type Merchant = { id: string; firstName: string; lastName: string; email: string | null; phone?: string | null };
export type StoreRef = { id: string; name: string; slug: string } | null;
export type AdminSubscriptionRow = SubscriptionDto & { merchant: Merchant; store: StoreRef };
export type AdminSubscriptionDetail = SubscriptionDto & {
  merchant: Merchant;
  store: StoreRef;
  history: SubscriptionDto[];
  requests: SubscriptionRequestDto[];
  audit: AuditEntry[];
};
export type AdminRequestDetail = SubscriptionRequestDto & { history: SubscriptionDto[] };
type Page<T> = { data: T[]; meta: { page: number; perPage: number; total: number } };

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

export interface AdminShopRow {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  email: string;
  phone: string;
  created_at: string;
  owner: { id: string; firstName: string; lastName: string; email: string | null; phone: string | null };
  subscription: { status: SubscriptionStatus | null; plan: string | null };
  counts: { products: number; orders: number };
}
export interface AdminShopDetail extends Omit<AdminShopRow, 'counts'> {
  address: string | null;
  brand: string | null;
  currency: string;
  color: string | null;
  subscriptions: SubscriptionDto[];
  figures: {
    products: number;
    categories: number;
    customers: number;
    orders: number;
    deliveredRevenue: number;
    lastOrderAt: string | null;
  };
  audit: AuditEntry[];
  limits: { planName: string; fallback: boolean; limits: PlanDto['limits'] } | null;
}

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

export interface AdminUserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  role: 'user' | 'admin';
  profile_image: string | null;
  created_at: string;
  lastLoginAt: string | null;
  disabled: boolean;
  store: { id: string; name: string; slug: string } | null;
  subscription: { status: SubscriptionStatus; plan: string | null; endDate: string | null } | null;
}
export interface AdminUserDetail extends Omit<AdminUserRow, 'disabled'> {
  gender: string | null;
  referral_code: string;
  disabledAt: string | null;
  sessionsRevokedAt: string | null;
  subscriptions: SubscriptionDto[];
  audit: AuditEntry[];
}

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
