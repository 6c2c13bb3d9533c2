import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../lib/api';

/** Spec section 9: data fresh for 5 minutes, 3 retries with back-off min(1000·2^n, 30 000) ms. */
export const FIVE_MINUTES = 5 * 60 * 1000;
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/** A client error (4xx) will not get better by asking again; network errors and 5xx do. */
export function shouldRetry(maxRetries: number) {
  return (failureCount: number, error: unknown) => {
    if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
    return failureCount < maxRetries;
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: FIVE_MINUTES, retry: shouldRetry(3), retryDelay, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Notifications: fresh for 5 minutes, 2 retries (spec section 9). Spread into a notifications query. */
export const notificationQueryDefaults = { staleTime: FIVE_MINUTES, retry: shouldRetry(2), retryDelay } as const;

/** The app's one client, created when the first area that uses Query is loaded (see WithQuery). */
export const appQueryClient = createQueryClient();
