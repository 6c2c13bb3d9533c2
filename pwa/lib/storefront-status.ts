import { queryOptions } from '@tanstack/react-query';
import type { StorefrontStatus } from '#shared/storefront-snapshot';
import { apiFetch } from './api';

export type { StorefrontStatus };

/** Any screen whose save republishes the storefront invalidates this key: the frame's publication bar follows. */
export const STOREFRONT_STATUS_KEY = ['storefront-status'] as const;

/** Polled every 2 s while a publication runs (a save shows « Publication en cours » then « Publié le … »). */
export const storefrontStatusQuery = () =>
  queryOptions({
    queryKey: STOREFRONT_STATUS_KEY,
    queryFn: async () => (await apiFetch<{ data: StorefrontStatus }>('/api/storefront/status')).data,
    refetchInterval: (q) => (q.state.data?.state === 'publishing' ? 2000 : false),
  });
