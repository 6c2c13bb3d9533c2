import { ACCOUNT_SUSPENDED } from '#shared/subscriptions';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { ApiError, forbidden, unauthorized } from '../http/errors';
import { verifyAccessToken } from './access-token';
import { currentSubscriptionStatus } from '../subscriptions/current';

/**
 * No token or a bad one → 401. Sets c.var.auth. Runs its query once per request: where sub-apps' prefixes nest
 * (`/api/admin/*` holds `/api/admin/plans/*`), both sub-apps' guards run and the inner one finds the request checked.
 */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('auth')) return next();
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) throw unauthorized();
  const auth = await verifyAccessToken(match[1]!.trim(), c.var.deps.config.jwtSecret);
  if (!auth) throw unauthorized();
  // The account may have been deleted since the token was issued; its sign-in may have been ended (signed out, or
  // its refresh tokens revoked after a replay or a password reset): one query, one indexed lookup each (decision 020).
  const user = await c.var.deps.db
    .selectFrom('users')
    .select((eb) => [
      'id',
      'role',
      'disabled_at',
      'sessions_revoked_at',
      eb
        .exists(
          eb
            .selectFrom('refresh_tokens')
            .select('refresh_tokens.id')
            .where('refresh_tokens.family_id', '=', auth.sessionId ?? '')
            .where('refresh_tokens.revoked_at', 'is not', null),
        )
        .as('signed_out'),
    ])
    .where('id', '=', auth.userId)
    .executeTakeFirst();
  if (!user || user.role !== auth.role) throw unauthorized();
  if (Number(user.signed_out) === 1) throw unauthorized();
  // An administrator disabled the account, or forced its sessions out after this token was issued.
  if (user.disabled_at) throw unauthorized();
  if (user.sessions_revoked_at && (auth.issuedAt ?? 0) * 1000 <= Date.parse(user.sessions_revoked_at)) {
    throw unauthorized();
  }
  c.set('auth', auth);
  await next();
});

/** Role check on the server: `user` routes refuse an admin and `admin` routes refuse a merchant (403). */
export const requireRole = (role: 'user' | 'admin') =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.var.auth.role !== role) throw forbidden('Accès refusé : rôle insuffisant.');
    await next();
  });

/**
 * Merchant routes that work on store data: the store comes from the token's user, never from the URL or body.
 * A merchant without a store gets 404 with a French message (the PWA then shows 'Configurer Votre Boutique').
 */
export const requireStore = createMiddleware<AppEnv>(async (c, next) => {
  const store = await c.var.deps.db
    .selectFrom('stores')
    .select('id')
    .where('user_id', '=', c.var.auth.userId)
    .executeTakeFirst();
  if (!store) throw new ApiError(404, "Vous n'avez pas encore configuré votre boutique.");
  c.set('storeId', store.id);
  await next();
});

/** A suspended subscription locks the merchant's writes (reads stay possible). */
export const requireActiveSubscription = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  if ((await currentSubscriptionStatus(c.var.deps.db, c.var.auth.userId)) === 'suspended') {
    throw forbidden(ACCOUNT_SUSPENDED);
  }
  await next();
});

/**
 * The chain every merchant store-data sub-app runs, once, with `routes.use('*', ...merchantGuards)`: signed in,
 * role `user`, own store (from the token), and writes refused while the subscription is suspended.
 */
export const merchantGuards = [requireAuth, requireRole('user'), requireStore, requireActiveSubscription] as const;

/** The chain of every platform-admin sub-app: `routes.use('*', ...adminGuards)`. */
export const adminGuards = [requireAuth, requireRole('admin')] as const;
