import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { getSession, refreshSession, type Role } from './session';
import { tokenClaims } from './session-store';

/** Seconds of leeway so a token about to expire is refreshed before the first call rather than after a 401. */
const EXPIRY_LEEWAY_S = 10;

/** `exp` claim of a JWT in seconds, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' ? exp : null;
}

export function isTokenFresh(token: string, nowMs = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp - EXPIRY_LEEWAY_S > nowMs / 1000;
}

/**
 * `beforeLoad` for a protected area (spec section 4):
 * - no usable access token → ONE refresh; refused → /auth/signin (with where to come back);
 *   unreachable server (offline) → let the user in with the session they have, so offline work goes on;
 * - wrong role → /forbiden with the origin.
 */
export function requireRoleBeforeLoad(role: Role) {
  return async ({ location }: { location: ParsedLocation }): Promise<void> => {
    let session = getSession();
    if (!session || !isTokenFresh(session.accessToken)) {
      const had = Boolean(session);
      const outcome = session ? await refreshSession() : 'rejected';
      session = getSession();
      if (outcome === 'rejected' || !session) {
        // A session that was there and could not be renewed has expired: the sign-in page says so.
        throw redirect({
          to: '/auth/signin',
          search: had ? { redirect: location.href, reason: 'expired' } : { redirect: location.href },
        });
      }
    }
    if (session.role !== role) {
      throw redirect({ to: '/forbiden', search: { from: location.href } });
    }
  };
}

export { homeForRole } from './session-store';
