import { Hono } from 'hono';
import type { ExpressionBuilder } from 'kysely';
import { adminGuards } from '../auth/guards';
import { readPaging } from '../http/paging';
import type { AppEnv } from '../context';
import type { Database } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { readValidBody } from '../http/validate';
import { accountDisabledSchema } from '#shared/schemas/admin';
import { revokeSessions, setAccountDisabled } from './accounts';
import { toStoreDto } from '../stores/store-dto';
import { latestSubscription, type SubscriptionStatus } from '../subscriptions/current';
import { userSubscriptions } from '../subscriptions/subscriptions-repository';
import { listAudit } from '../audit/audit-log';
import { effectivePlanForStore } from '../plans/limits';
import { shopFigures } from './shop-figures';
import { PLAN_NAMES, type PlanName } from '#shared/constants';

export const SHOP_NOT_FOUND = 'Boutique introuvable.';
export const USER_NOT_FOUND = 'Utilisateur introuvable.';
export const MESSAGE_NOT_FOUND = 'Message introuvable.';

/** The current subscription of the user in `userColumn`: its status, plan name and end date. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a subquery usable from any query's tables
const subscriptionStatus = (eb: ExpressionBuilder<Database, any>, userColumn: 'stores.user_id' | 'users.id') =>
  latestSubscription(eb, userColumn).select('subscriptions.status').as('subscription_status');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a subquery usable from any query's tables
const subscriptionPlan = (eb: ExpressionBuilder<Database, any>, userColumn: 'stores.user_id' | 'users.id') =>
  latestSubscription(eb, userColumn)
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .select('plans.name')
    .as('subscription_plan');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a subquery usable from any query's tables
const subscriptionEnd = (eb: ExpressionBuilder<Database, any>, userColumn: 'stores.user_id' | 'users.id') =>
  latestSubscription(eb, userColumn).select('subscriptions.end_date').as('subscription_end');

/**
 * '%text%' for a case-insensitive LIKE on lower(column). LIKE wildcards typed by the admin are dropped rather than
 * escaped: the escape character differs between SQLite (none by default) and PostgreSQL (backslash).
 */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, '')}%`;

/** Platform admin API: counts, shops, users, contact messages (mounted at /api/admin; admins only). */
export function adminRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...adminGuards);

  /** Figures of the admin dashboard: stores, merchants, and merchants by current subscription status. */
  routes.get('/stats', async (c) => {
    const { db } = c.var.deps;
    const shops = await db
      .selectFrom('stores')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const merchants = await db
      .selectFrom('users')
      .select((eb) => subscriptionStatus(eb, 'users.id'))
      .where('role', '=', 'user')
      .execute();
    const subscriptions: Record<SubscriptionStatus, number> = { active: 0, expired: 0, suspended: 0 };
    for (const m of merchants) if (m.subscription_status) subscriptions[m.subscription_status] += 1;
    return c.json({ data: { shops: Number(shops?.n ?? 0), users: merchants.length, subscriptions } });
  });

  /** Every store with its owner and subscription; ?q= searches name, slug, email; ?page=&perPage=. */
  routes.get('/shops', async (c) => {
    const { db } = c.var.deps;
    const paging = readPaging((n) => c.req.query(n));
    const q = (c.req.query('q') ?? '').trim().slice(0, 100);
    const status = c.req.query('status');
    const plan = c.req.query('plan');
    let query = db.selectFrom('stores').innerJoin('users', 'users.id', 'stores.user_id');
    if (status === 'active' || status === 'expired' || status === 'suspended') {
      query = query.where((eb) =>
        eb(latestSubscription(eb, 'stores.user_id').select('subscriptions.status'), '=', status),
      );
    }
    if (plan && (PLAN_NAMES as readonly string[]).includes(plan)) {
      query = query.where((eb) =>
        eb(
          latestSubscription(eb, 'stores.user_id')
            .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
            .select('plans.name'),
          '=',
          plan as PlanName,
        ),
      );
    }
    if (q) {
      const pattern = likePattern(q);
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['stores.name']), 'like', pattern),
          eb('stores.slug', 'like', pattern),
          eb(eb.fn('lower', ['stores.email']), 'like', pattern),
        ]),
      );
    }
    const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const rows = await query
      .select([
        'stores.id',
        'stores.name',
        'stores.slug',
        'stores.logo',
        'stores.email',
        'stores.phone',
        'stores.currency',
        'stores.created_at',
        'users.id as owner_id',
        'users.first_name',
        'users.last_name',
        'users.email as owner_email',
        'users.phone as owner_phone',
      ])
      .select((eb) => [
        subscriptionStatus(eb, 'stores.user_id'),
        subscriptionPlan(eb, 'stores.user_id'),
        eb
          .selectFrom('products')
          .whereRef('products.store_id', '=', 'stores.id')
          .where('products.deleted_at', 'is', null)
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('products_count'),
        eb
          .selectFrom('orders')
          .whereRef('orders.store_id', '=', 'stores.id')
          .where('orders.deleted_at', 'is', null)
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('orders_count'),
      ])
      .orderBy('stores.created_at', 'desc')
      .orderBy('stores.id', 'desc')
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage)
      .execute();
    const data = rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      logo: r.logo,
      email: r.email,
      phone: r.phone,
      currency: r.currency,
      created_at: r.created_at,
      owner: {
        id: r.owner_id,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.owner_email,
        phone: r.owner_phone,
      },
      subscription: { status: r.subscription_status ?? null, plan: r.subscription_plan ?? null },
      counts: { products: Number(r.products_count ?? 0), orders: Number(r.orders_count ?? 0) },
    }));
    return c.json({ data, meta: { ...paging, total: Number(total?.n ?? 0) } });
  });

  /** One store in full (target of the 'stores' notifications: /admin/shops/{id}). */
  routes.get('/shops/:id', async (c) => {
    const { db } = c.var.deps;
    const row = await db.selectFrom('stores').selectAll().where('id', '=', c.req.param('id')).executeTakeFirst();
    if (!row) throw notFound(SHOP_NOT_FOUND);
    const owner = await db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'email', 'phone'])
      .select((eb) => [subscriptionStatus(eb, 'users.id'), subscriptionPlan(eb, 'users.id')])
      .where('id', '=', row.user_id)
      .executeTakeFirstOrThrow();
    const store = toStoreDto(row, owner.subscription_status ?? null);
    return c.json({
      data: {
        ...store,
        owner: {
          id: owner.id,
          firstName: owner.first_name,
          lastName: owner.last_name,
          email: owner.email,
          phone: owner.phone,
        },
        subscription: { status: owner.subscription_status ?? null, plan: owner.subscription_plan ?? null },
        subscriptions: await userSubscriptions(db, owner.id),
        figures: await shopFigures(db, row.id),
        audit: await listAudit(db, { storeId: row.id }, 50),
        limits: await effectivePlanForStore(db, row.id),
      },
    });
  });

  /** Every account; ?q= searches names, email, phone; ?role=user|admin; ?page=&perPage=. */
  routes.get('/users', async (c) => {
    const { db } = c.var.deps;
    const paging = readPaging((n) => c.req.query(n));
    const q = (c.req.query('q') ?? '').trim().slice(0, 100);
    const role = c.req.query('role');
    let query = db.selectFrom('users').leftJoin('stores', 'stores.user_id', 'users.id');
    if (role === 'user' || role === 'admin') query = query.where('users.role', '=', role);
    if (q) {
      const pattern = likePattern(q);
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['users.first_name']), 'like', pattern),
          eb(eb.fn('lower', ['users.last_name']), 'like', pattern),
          eb(eb.fn('lower', ['users.email']), 'like', pattern),
          eb('users.phone', 'like', pattern),
        ]),
      );
    }
    const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const rows = await query
      .select([
        'users.id',
        'users.first_name',
        'users.last_name',
        'users.email',
        'users.phone',
        'users.role',
        'users.profile_image',
        'users.created_at',
        'users.last_login_at',
        'users.disabled_at',
        'stores.id as store_id',
        'stores.name as store_name',
        'stores.slug as store_slug',
      ])
      .select((eb) => [
        subscriptionStatus(eb, 'users.id'),
        subscriptionPlan(eb, 'users.id'),
        subscriptionEnd(eb, 'users.id'),
      ])
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id', 'desc')
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage)
      .execute();
    const data = rows.map((r) => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      phone: r.phone,
      role: r.role,
      profile_image: r.profile_image,
      created_at: r.created_at,
      lastLoginAt: r.last_login_at,
      disabled: Boolean(r.disabled_at),
      store: r.store_id ? { id: r.store_id, name: r.store_name, slug: r.store_slug } : null,
      subscription: r.subscription_status
        ? { status: r.subscription_status, plan: r.subscription_plan ?? null, endDate: r.subscription_end ?? null }
        : null,
    }));
    return c.json({ data, meta: { ...paging, total: Number(total?.n ?? 0) } });
  });

  /** One account (target of the 'register' and 'login' notifications: /admin/users/{id}). Never the password hash. */
  routes.get('/users/:id', async (c) => {
    const { db } = c.var.deps;
    const r = await db
      .selectFrom('users')
      .leftJoin('stores', 'stores.user_id', 'users.id')
      .select([
        'users.id',
        'users.first_name',
        'users.last_name',
        'users.email',
        'users.phone',
        'users.role',
        'users.gender',
        'users.referral_code',
        'users.profile_image',
        'users.created_at',
        'users.last_login_at',
        'users.disabled_at',
        'users.sessions_revoked_at',
        'stores.id as store_id',
        'stores.name as store_name',
        'stores.slug as store_slug',
      ])
      .select((eb) => [
        subscriptionStatus(eb, 'users.id'),
        subscriptionPlan(eb, 'users.id'),
        subscriptionEnd(eb, 'users.id'),
      ])
      .where('users.id', '=', c.req.param('id'))
      .executeTakeFirst();
    if (!r) throw notFound(USER_NOT_FOUND);
    return c.json({
      data: {
        id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        phone: r.phone,
        role: r.role,
        gender: r.gender,
        referral_code: r.referral_code,
        profile_image: r.profile_image,
        created_at: r.created_at,
        lastLoginAt: r.last_login_at,
        disabledAt: r.disabled_at,
        sessionsRevokedAt: r.sessions_revoked_at,
        subscriptions: await userSubscriptions(db, r.id),
        audit: await listAudit(db, { userId: r.id }, 50),
        store: r.store_id ? { id: r.store_id, name: r.store_name, slug: r.store_slug } : null,
        subscription: r.subscription_status
          ? { status: r.subscription_status, plan: r.subscription_plan ?? null, endDate: r.subscription_end ?? null }
          : null,
      },
    });
  });

  /** Disable or enable an account: {disabled: boolean, message?}. Never one's own. */
  routes.put('/users/:id/disabled', async (c) => {
    const { data } = await readValidBody(c, accountDisabledSchema);
    if (c.req.param('id') === c.var.auth.userId) {
      throw new ApiError(409, 'Vous ne pouvez pas désactiver votre propre compte.');
    }
    await setAccountDisabled(c.var.deps.db, {
      userId: c.req.param('id'),
      disabled: data.disabled,
      adminId: c.var.auth.userId,
      message: data.message,
    });
    return c.json({ message: data.disabled ? 'Compte désactivé.' : 'Compte réactivé.' });
  });

  /** Force every session of an account out. */
  routes.post('/users/:id/revoke-sessions', async (c) => {
    await revokeSessions(c.var.deps.db, { userId: c.req.param('id'), adminId: c.var.auth.userId });
    return c.json({ message: 'Toutes les sessions de ce compte sont fermées.' });
  });

  /** Messages from the public contact page, newest first. */
  routes.get('/contact-messages', async (c) => {
    const { db } = c.var.deps;
    const paging = readPaging((n) => c.req.query(n));
    const total = await db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const rows = await db
      .selectFrom('contact_messages')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage)
      .execute();
    const data = rows.map((r) => ({
      id: r.id,
      fullName: r.full_name,
      email: r.email,
      phone: r.phone,
      subject: r.subject,
      message: r.message,
      read: r.read === 1,
      created_at: r.created_at,
    }));
    return c.json({ data, meta: { ...paging, total: Number(total?.n ?? 0) } });
  });

  routes.put('/contact-messages/:id', async (c) => {
    const { db } = c.var.deps;
    const result = await db
      .updateTable('contact_messages')
      .set({ read: 1 })
      .where('id', '=', c.req.param('id'))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound(MESSAGE_NOT_FOUND);
    return c.json({ data: { id: c.req.param('id'), read: true } });
  });

  return routes;
}
