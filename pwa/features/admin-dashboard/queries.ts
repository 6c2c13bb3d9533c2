import { queryOptions } from '@tanstack/react-query';
import type { AdminStats } from '#shared/admin';
import { apiFetch } from '../../lib/api';
import { queryPolicy } from '../../app/query-client';

export type { AdminStats };

/** Platform counts: asked again on every visit (`live` policy). */
export const adminStatsQuery = queryOptions({
  ...queryPolicy.live,
  queryKey: ['admin-stats'],
  queryFn: async () => (await apiFetch<{ data: AdminStats }>('/api/admin/stats')).data,
});
