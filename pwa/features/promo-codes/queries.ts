import { queryOptions } from '@tanstack/react-query';
import type { PromoCodeJson, PromoCodeUseJson } from '#shared/checkout';
import { apiFetch } from '../../lib/api';

export const PROMO_CODES_KEY = ['promo-codes'] as const;

/** GET /api/promo-codes: the store's codes, newest first, with their uses and state. */
export function promoCodesQuery() {
  return queryOptions({
    queryKey: PROMO_CODES_KEY,
    queryFn: async () => (await apiFetch<{ data: PromoCodeJson[] }>('/api/promo-codes')).data,
  });
}

/** GET /api/promo-codes/{id}/uses: the orders that used a code. */
export function promoCodeUsesQuery(id: string) {
  return queryOptions({
    queryKey: [...PROMO_CODES_KEY, id, 'uses'],
    queryFn: async () => (await apiFetch<{ data: PromoCodeUseJson[] }>(`/api/promo-codes/${id}/uses`)).data,
  });
}
