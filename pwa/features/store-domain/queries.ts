import { queryOptions } from '@tanstack/react-query';
import type { StoreDomainDto } from '#shared/schemas/store-domain';
import { apiFetch } from '../../lib/api';

export const STORE_DOMAIN_KEY = ['store-domain'] as const;

/** GET /api/store-domain: the store's own domain, whether her plan includes one, and whether it points to us yet. */
export function storeDomainQuery() {
  return queryOptions({
    queryKey: STORE_DOMAIN_KEY,
    queryFn: () => apiFetch<{ data: StoreDomainDto }>('/api/store-domain').then((a) => a.data),
  });
}
