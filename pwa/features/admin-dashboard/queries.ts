import { queryOptions } from '@tanstack/react-query';
import type { AdminStats } from '#shared/admin';
import type { AdminDashboardDto } from '#shared/dashboard';
import { apiFetch } from '../../lib/api';
import { queryPolicy } from '../../app/query-client';

export type { AdminStats };

/** Platform counts: asked again on every visit (`live` policy). */
export const adminStatsQuery = queryOptions({
  ...queryPolicy.live,
  queryKey: ['admin-stats'],
  queryFn: async () => (await apiFetch<{ data: AdminStats }>('/api/admin/stats')).data,
});

/** GET /api/admin/dashboard: money this month, charts, latest notifications. */
export const adminDashboardQuery = queryOptions({
  ...queryPolicy.live,
  queryKey: ['admin-dashboard'],
  queryFn: async () => (await apiFetch<{ data: AdminDashboardDto }>('/api/admin/dashboard')).data,
});
