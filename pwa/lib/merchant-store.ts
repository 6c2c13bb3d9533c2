import { queryOptions } from '@tanstack/react-query';
import type { StoreDto } from '#shared/schemas/store';
import { apiFetch, ApiRequestError } from './api';

/** Company fetch failure (specification section 8). */
export const COMPANY_FETCH_ERROR = 'Impossible de lire les informations de la boutique.';

/**
 * The merchant's store, or null when there is none yet (GET /api/stores/{userId} answers 404): that null is what
 * opens 'Configurer Votre Boutique'. Any other failure stays an error, so a network outage never opens the modal.
 * Company data follows the `standard` policy (pwa/app/query-client.ts): a 404 is an answer, never retried.
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
  });
}
