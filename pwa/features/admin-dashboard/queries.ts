import { queryOptions } from '@tanstack/react-query';
import type { SubscriptionStatus } from '#shared/constants';
import { apiFetch } from '../../lib/api';
import { queryPolicy } from '../../app/query-client';

/** GET /api/admin/stats (contract [stores]). */
export interface AdminStats {
  shops: number;
  users: number;
  subscriptions: Record<SubscriptionStatus, number>;
}

/** Platform counts: asked again on every visit (`live` policy). */
export const adminStatsQuery = queryOptions({
  ...queryPolicy.live,
  queryKey: ['admin-stats'],
  queryFn: async () => (await apiFetch<{ data: AdminStats }>('/api/admin/stats')).data,
});
