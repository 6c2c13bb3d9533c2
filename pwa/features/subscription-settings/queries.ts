import { queryOptions } from '@tanstack/react-query';
import type { PlanDto, PlanLimits } from '#shared/plans';
import type { SubscriptionDto, SubscriptionRequestDto } from '#shared/subscriptions';
import { apiFetch } from '../../lib/api';
import { queryPolicy } from '../../app/query-client';

/** GET /api/subscription */
export interface MySubscription {
  current: SubscriptionDto | null;
  effective: { planName: PlanDto['name']; limits: PlanLimits; fallback: boolean } | null;
  plans: PlanDto[];
  requests: SubscriptionRequestDto[];
}

export const mySubscriptionQuery = queryOptions({
  ...queryPolicy.live,
  queryKey: ['my-subscription'],
  queryFn: async () => (await apiFetch<{ data: MySubscription }>('/api/subscription')).data,
});
