import { Hono } from 'hono';
import type {
  AdminShopDetail,
  AdminShopRow,
  AdminStats,
  AdminUserDetail,
  AdminUserRow,
  ContactMessageJson,
  Page,
} from '#shared/admin';
import { PLAN_NAMES, ROLES, SUBSCRIPTION_STATUSES } from '#shared/constants';
import { accountDisabledSchema, contactStatusSchema } from '#shared/schemas/admin';
import { CONTACT_STATUSES } from '#shared/admin';
import {
  ACCOUNT_DISABLED_DONE,
  ACCOUNT_ENABLED_DONE,
  CANNOT_DISABLE_SELF,
  MESSAGE_NOT_FOUND,
  SESSIONS_REVOKED,
  SHOP_NOT_FOUND,
  USER_NOT_FOUND,
} from '#shared/messages';
import { adminGuards } from '../auth/guards';
import { pickOne, readPaging, readSearch } from '../http/paging';
import type { AppEnv } from '../context';
import { ApiError, notFound } from '../http/errors';
import { readValidBody } from '../http/validate';
import { revokeSessions, setAccountDisabled } from './accounts';
import {
  findShop,
  findUser,
  listContactMessages,
  listShops,
  listUsers,
  setContactMessageStatus,
  platformStats,
} from './admin-repository';

export { MESSAGE_NOT_FOUND, SHOP_NOT_FOUND, USER_NOT_FOUND };

/**
 * Platform admin API: counts, shops, users, contact messages; admins only. One sub-app per resource, each at its own
 * prefix under /api/admin (none at /api/admin itself, whose `use('*')` would also run for every other admin sub-app).
 */
function adminSubApp() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...adminGuards);
  return routes;
}

/** /api/admin/stats — figures of the admin dashboard: stores, merchants, merchants by current subscription status. */
export function adminStatsRoutes() {
  const routes = adminSubApp();
  routes.get('/', async (c) => c.json<{ data: AdminStats }>({ data: await platformStats(c.var.deps.db) }));
  return routes;
}

/** /api/admin/shops — every store with its owner and subscription, and one store in full. */
export function adminShopRoutes() {
  const routes = adminSubApp();

  /** ?q= searches name, slug, email; ?status=, ?plan=, ?page=&perPage=. */
  routes.get('/', async (c) => {
    const paging = readPaging((n) => c.req.query(n));
    const { data, total } = await listShops(
      c.var.deps.db,
      {
        q: readSearch(c.req.query('q')),
        status: pickOne(c.req.query('status'), SUBSCRIPTION_STATUSES),
        plan: pickOne(c.req.query('plan'), PLAN_NAMES),
      },
      paging,
    );
    return c.json<Page<AdminShopRow>>({ data, meta: { ...paging, total } });
  });

  /** One store in full (target of the 'stores' notifications: /admin/shops/{id}). */
  routes.get('/:id', async (c) => {
    const shop = await findShop(c.var.deps.db, c.req.param('id'));
    if (!shop) throw notFound(SHOP_NOT_FOUND);
    return c.json<{ data: AdminShopDetail }>({ data: shop });
  });
  return routes;
}

/** /api/admin/users — every account, one account, disabling it and forcing its sessions out. */
export function adminUserRoutes() {
  const routes = adminSubApp();

  /** ?q= searches names, email, phone; ?role=user|admin; ?page=&perPage=. */
  routes.get('/', async (c) => {
    const paging = readPaging((n) => c.req.query(n));
    const filter = { q: readSearch(c.req.query('q')), role: pickOne(c.req.query('role'), ROLES) };
    const { data, total } = await listUsers(c.var.deps.db, filter, paging);
    return c.json<Page<AdminUserRow>>({ data, meta: { ...paging, total } });
  });

  /** One account (target of the 'register' and 'login' notifications: /admin/users/{id}). Never the password hash. */
  routes.get('/:id', async (c) => {
    const user = await findUser(c.var.deps.db, c.req.param('id'));
    if (!user) throw notFound(USER_NOT_FOUND);
    return c.json<{ data: AdminUserDetail }>({ data: user });
  });

  /** Disable or enable an account: {disabled: boolean, message?}. Never one's own. */
  routes.put('/:id/disabled', async (c) => {
    const { data } = await readValidBody(c, accountDisabledSchema);
    if (c.req.param('id') === c.var.auth.userId) {
      throw new ApiError(409, CANNOT_DISABLE_SELF);
    }
    await setAccountDisabled(c.var.deps.db, {
      userId: c.req.param('id'),
      disabled: data.disabled,
      adminId: c.var.auth.userId,
      message: data.message,
    });
    return c.json({ message: data.disabled ? ACCOUNT_DISABLED_DONE : ACCOUNT_ENABLED_DONE });
  });

  /** Force every session of an account out. */
  routes.post('/:id/revoke-sessions', async (c) => {
    await revokeSessions(c.var.deps.db, { userId: c.req.param('id'), adminId: c.var.auth.userId });
    return c.json({ message: SESSIONS_REVOKED });
  });
  return routes;
}

/** /api/admin/contact-messages — the inbox of the public contact page. */
export function adminContactMessageRoutes() {
  const routes = adminSubApp();

  /** Newest first; ?status=; ?page=&perPage=. */
  routes.get('/', async (c) => {
    const paging = readPaging((n) => c.req.query(n));
    const status = pickOne(c.req.query('status'), CONTACT_STATUSES);
    const { data, total } = await listContactMessages(c.var.deps.db, paging, status);
    return c.json<Page<ContactMessageJson>>({ data, meta: { ...paging, total } });
  });

  /** Inbox: {status: read|answered|archived|new} (no body: read). */
  routes.put('/:id', async (c) => {
    const { data } = await readValidBody(c, contactStatusSchema);
    const input = { id: c.req.param('id'), status: data.status, adminId: c.var.auth.userId };
    if (!(await setContactMessageStatus(c.var.deps.db, input))) throw notFound(MESSAGE_NOT_FOUND);
    return c.json({ data: { id: input.id, read: data.status !== 'new', status: data.status } });
  });

  return routes;
}
