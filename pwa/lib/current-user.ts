import { queryOptions } from '@tanstack/react-query';
import type { CurrentUserJson } from '#shared/schemas/auth';
import { apiFetch } from './api';

/** GET /api/verifyToken's `user` (contract [auth]), typed once in shared/. */
export type CurrentUser = CurrentUserJson;

/** Network failure while fetching the user (specification section 8). */
export const USER_FETCH_NETWORK_ERROR = 'An unknown error occurred while fetching user data.';

const cacheKey = (userId: string) => `boutique.currentUser.${userId}`;

/**
 * The last answer is kept in localStorage so that an offline reload of the back-office still shows the merchant's
 * name, plan and — above all — a suspended status. It is only a starting point: the query refetches it when stale.
 */
function readCached(userId: string): { user: CurrentUser; at: number } | undefined {
  try {
    const raw = window.localStorage.getItem(cacheKey(userId));
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { user?: CurrentUser; at?: number };
    return parsed.user && typeof parsed.at === 'number' ? { user: parsed.user, at: parsed.at } : undefined;
  } catch {
    return undefined;
  }
}

function writeCached(userId: string, user: CurrentUser): void {
  try {
    window.localStorage.setItem(cacheKey(userId), JSON.stringify({ user, at: Date.now() }));
  } catch {
    // Storage full or blocked: the figure is simply fetched again next time.
  }
}

/** The signed-in user for the frames; the `standard` policy of pwa/app/query-client.ts (no retry on a 401). */
export function currentUserQuery(userId: string) {
  return queryOptions({
    queryKey: ['current-user', userId],
    queryFn: async () => {
      const { user } = await apiFetch<{ user: CurrentUser }>('/api/verifyToken');
      writeCached(userId, user);
      return user;
    },
    initialData: () => readCached(userId)?.user,
    // The kept answer shows at once but counts as stale: every load asks again (a suspension shows on reload).
    initialDataUpdatedAt: 0,
    // A suspension or reactivation shows within a minute even without a refused write (which refetches at once, see
    // onAccountSuspended); while suspended, every 10 s so that reactivation lifts the lock quickly.
    refetchInterval: (q) => (q.state.data?.subscription?.status === 'suspended' ? 10_000 : 60_000),
  });
}
