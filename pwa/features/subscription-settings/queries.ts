import { queryOptions } from '@tanstack/react-query';
import type { MySubscriptionJson } from '#shared/subscriptions';
import { apiFetch } from '../../lib/api';
import { queryPolicy } from '../../app/query-client';

/** GET /api/subscription (contract: shared/subscriptions.ts). */
export type MySubscription = MySubscriptionJson;

export const mySubscriptionQuery = queryOptions({
  ...queryPolicy.live,
  queryKey: ['my-subscription'],
  queryFn: async () => (await apiFetch<{ data: MySubscription }>('/api/subscription')).data,
});
