import { QueryClient, onlineManager } from '@tanstack/react-query';
import {
  NOTIFICATIONS_RETRIES,
  NOTIFICATIONS_STALE_MS,
  USER_RETRIES,
  USER_STALE_MS,
  retryDelayMs,
} from '#shared/constants';
import { ApiRequestError } from '../lib/api';

/** A client error (4xx) will not get better by asking again; network errors and 5xx do. */
export function shouldRetry(maxRetries: number) {
  return (failureCount: number, error: Error) => {
    if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
    return failureCount < maxRetries;
  };
}

/**
 * The back-office's freshness and retry policies (specification section 9, numbers in shared/constants.ts), defined
 * here once. Every query gets `standard` from the client's defaults and names nothing; a query that needs another
 * policy spreads it by name: `queryOptions({ ...queryPolicy.notifications, queryKey, queryFn })`.
 */
export const queryPolicy = {
  /** Back-office data (user, company, lists): fresh for 5 minutes, 3 retries, back-off min(1000·2^n, 30 000) ms. */
  standard: { staleTime: USER_STALE_MS, retry: shouldRetry(USER_RETRIES), retryDelay: retryDelayMs },
  /** Notifications: fresh for 5 minutes, 2 retries, and looked at again every 5 minutes while the frame is open. */
  notifications: {
    staleTime: NOTIFICATIONS_STALE_MS,
    refetchInterval: NOTIFICATIONS_STALE_MS,
    retry: shouldRetry(NOTIFICATIONS_RETRIES),
    retryDelay: retryDelayMs,
  },
  /** Figures that move with every order (dashboards): asked again on every visit; same retries as `standard`. */
  live: { staleTime: 0, retry: shouldRetry(USER_RETRIES), retryDelay: retryDelayMs },
} as const;

export type QueryPolicyName = keyof typeof queryPolicy;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...queryPolicy.standard, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

// TanStack assumes it is online until an 'offline' event: after a reload with the network off it would ask, fail after
// its retries and show an error. Start from what the browser knows; its events keep it current.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/** The app's one client, created when the first area that uses Query is loaded (see WithQuery). */
export const appQueryClient = createQueryClient();
