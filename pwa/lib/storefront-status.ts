import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api';

/** GET /api/storefront/status: whether the storefront is being published, when it was, or its last error. */
export interface StorefrontStatus {
  state: 'publishing' | 'published' | 'failed' | 'never';
  label: string;
  publishedAt: string | null;
  error: string | null;
}

/** Any screen whose save republishes the storefront invalidates this key: the frame's publication bar follows. */
export const STOREFRONT_STATUS_KEY = ['storefront-status'] as const;

/** Polled every 2 s while a publication runs (a save shows « Publication en cours » then « Publié le … »). */
export const storefrontStatusQuery = () =>
  queryOptions({
    queryKey: STOREFRONT_STATUS_KEY,
    queryFn: async () => (await apiFetch<{ data: StorefrontStatus }>('/api/storefront/status')).data,
    refetchInterval: (q) => (q.state.data?.state === 'publishing' ? 2000 : false),
  });
