import { ACCOUNT_SUSPENDED } from '#shared/subscriptions';
import { ROLE_FORBIDDEN, STORE_NOT_CONFIGURED } from '#shared/messages';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { ApiError, forbidden, unauthorized } from '../http/errors';
import { verifyAccessToken } from './access-token';
import { currentSubscriptionStatus } from '../subscriptions/current';
import { STAFF_FORBIDDEN, STAFF_INACTIVE, type StorePermission } from '#shared/schemas/staff';
import type { Role } from '#shared/constants';
import { storeIdOfUser } from '../stores/store-repository';

/**
 * No token or a bad one → 401. Sets c.var.auth. Runs once per request: no sub-app's prefix holds another's (decision
 * 009), so one sub-app's guards answer each request.
 */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
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
      // A store's staff account: refused by every owner route, let in only where a permission allows.
      eb.exists(eb.selectFrom('staff').select('staff.id').whereRef('staff.user_id', '=', 'users.id')).as('is_staff'),
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
  c.set('auth', { ...auth, staff: Number(user.is_staff) === 1 });
  await next();
});

/**
 * Role check on the server: `user` routes refuse an admin and `admin` routes refuse a merchant (403). A store's staff
 * account is refused by every `user` route too (deny by default): only the routes behind storeGuards(permission) let
 * it in, for what its role allows.
 */
export const requireRole = (role: Role) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.var.auth.role !== role) throw forbidden(ROLE_FORBIDDEN);
    if (role === 'user' && c.var.auth.staff) throw forbidden(STAFF_FORBIDDEN);
    await next();
  });

/** A merchant or a store's staff account (never an admin). */
const requireStoreUser = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.auth.role !== 'user') throw forbidden(ROLE_FORBIDDEN);
  await next();
});

/**
 * Merchant routes that work on store data: the store comes from the token's user, never from the URL or body.
 * A merchant without a store gets 404 with a French message (the PWA then shows 'Configurer Votre Boutique').
 */
export const requireStore = createMiddleware<AppEnv>(async (c, next) => {
  const { db } = c.var.deps;
  const userId = c.var.auth.userId;
  if (c.var.auth.staff) {
    // A staff account is a member of one store: its store, role and permissions are read fresh on every request.
    const row = await db
      .selectFrom('staff')
      .innerJoin('stores', 'stores.id', 'staff.store_id')
      .leftJoin('store_roles', 'store_roles.id', 'staff.role_id')
      .select([
        'staff.id',
        'staff.store_id',
        'staff.active',
        'staff.role_id',
        'stores.user_id',
        'store_roles.permissions',
      ])
      .where('staff.user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, STORE_NOT_CONFIGURED);
    if (Number(row.active) !== 1) throw forbidden(STAFF_INACTIVE);
    c.set('storeId', row.store_id);
    c.set('ownerId', row.user_id);
    c.set('member', { staffId: row.id, roleId: row.role_id, permissions: parsePermissions(row.permissions) });
    return next();
  }
  const storeId = await storeIdOfUser(db, userId);
  if (!storeId) throw new ApiError(404, STORE_NOT_CONFIGURED);
  c.set('storeId', storeId);
  c.set('ownerId', userId);
  c.set('member', null);
  await next();
});

function parsePermissions(text: string | null): StorePermission[] {
  try {
    const list: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(list) ? list.filter((p): p is StorePermission => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * After requireStore: the owner passes; a staff account needs `permission` — or, for reads (GET/HEAD), one of
 * `alsoReadBy` (e.g. measurement parts are read by whoever takes measurements, changed only with 'settings').
 */
export const requirePermission = (permission: StorePermission, ...alsoReadBy: StorePermission[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const member = c.var.member;
    if (!member) return next();
    const read = c.req.method === 'GET' || c.req.method === 'HEAD';
    const allowed =
      member.permissions.includes(permission) || (read && alsoReadBy.some((p) => member.permissions.includes(p)));
    if (!allowed) throw forbidden(STAFF_FORBIDDEN);
    await next();
  });

/** A suspended subscription locks the merchant's writes (reads stay possible). */
export const requireActiveSubscription = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  // The subscription is the store owner's (a staff account has none of its own).
  const owner = c.get('ownerId') ?? c.var.auth.userId;
  if ((await currentSubscriptionStatus(c.var.deps.db, owner)) === 'suspended') {
    throw forbidden(ACCOUNT_SUSPENDED);
  }
  await next();
});

/**
 * The chain every merchant store-data sub-app runs, once, with `routes.use('*', ...merchantGuards)`: signed in,
 * role `user`, own store (from the token), and writes refused while the subscription is suspended.
 */
export const merchantGuards = [requireAuth, requireRole('user'), requireStore, requireActiveSubscription] as const;

/**
 * The chain of a store sub-app that a staff account may reach: like merchantGuards, but a staff account of
 * the store passes when its role has `permission` (reads: or one of `alsoReadBy`). The owner holds every permission.
 */
export const storeGuards = (permission: StorePermission, ...alsoReadBy: StorePermission[]) =>
  [
    requireAuth,
    requireStoreUser,
    requireStore,
    requirePermission(permission, ...alsoReadBy),
    requireActiveSubscription,
  ] as const;

/** The chain of every platform-admin sub-app: `routes.use('*', ...adminGuards)`. */
export const adminGuards = [requireAuth, requireRole('admin')] as const;

/**
 * Signed in as the store's owner or one of its staff accounts, whatever the role: only for a sub-app that judges each
 * item against the member's permissions itself (the sync endpoint: per table and per change). Anything else uses
 * storeGuards(permission) or merchantGuards.
 */
export const storeMemberGuards = [requireAuth, requireStoreUser, requireStore, requireActiveSubscription] as const;
