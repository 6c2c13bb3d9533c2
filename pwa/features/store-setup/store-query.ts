import { queryOptions } from '@tanstack/react-query';
import { USER_RETRIES, USER_STALE_MS, retryDelayMs } from '#shared/constants';
import type { StoreDto } from '#shared/schemas/store';
import { apiFetch, ApiRequestError } from '../../lib/api';

/** Company fetch failure (specification section 8). */
export const COMPANY_FETCH_ERROR = 'Failed to fetch company data';

/**
 * The merchant's store, or null when there is none yet (GET /api/stores/{userId} answers 404): that null is what
 * opens 'Configurer Votre Boutique'. Any other failure stays an error, so a network outage never opens the modal.
 * Company data is fresh for 5 minutes, 3 retries with back-off (specification section 9).
 */
export function merchantStoreQuery(userId: string) {
  return queryOptions({
    queryKey: ['merchant-store', userId],
    queryFn: async (): Promise<StoreDto | null> => {
      try {
        return (await apiFetch<{ data: StoreDto }>(`/api/stores/${encodeURIComponent(userId)}`)).data;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: USER_STALE_MS,
    retry: (failures, error) =>
      failures < USER_RETRIES && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
    retryDelay: retryDelayMs,
  });
}
