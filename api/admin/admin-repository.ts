import type { ExpressionBuilder } from 'kysely';
import type {
  AdminPlan,
  AdminPlanDetail,
  AdminRequestDetail,
  AdminShopDetail,
  AdminSubscriptionDetail,
  AdminShopRow,
  AdminStats,
  AdminUserDetail,
  AdminUserRow,
  ContactMessageJson,
  ContactStatus,
  StatusCounts,
} from '#shared/admin';
import type { PlanName, Role, SubscriptionStatus } from '#shared/constants';
import type { DB } from '../db/database';
import type { Database } from '../db/schema';
import { likePattern, pageOf, type Paging } from '../http/paging';
import { toStoreDto } from '../stores/store-dto';
import { latestSubscription } from '../subscriptions/current';
import { findSubscription, userSubscriptions } from '../subscriptions/subscriptions-repository';
import { findRequest, userRequests } from '../subscriptions/requests-repository';
import { findPlan, listPlans, planUsage } from '../plans/plans-repository';
import { listAudit, writeAudit } from '../audit/audit-log';
import { effectivePlanForStore } from '../plans/limits';
import { shopFigures } from './shop-figures';

/**
 * The platform admin's reads (stats, shops, users, contact messages, the detail of a subscription, a request and a
 * plan): the admin handlers call these and stay a few lines.
 */

type UserColumn = 'stores.user_id' | 'users.id';

/** The current subscription of the user in `userColumn`: its status, plan name and end date. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a subquery usable from any query's tables
const subscriptionStatus = (eb: ExpressionBuilder<Database, any>, userColumn: UserColumn) =>
  latestSubscription(eb, userColumn).select('subscriptions.status').as('subscription_status');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a subquery usable from any query's tables
const subscriptionPlan = (eb: ExpressionBuilder<Database, any>, userColumn: UserColumn) =>
  latestSubscription(eb, userColumn)
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .select('plans.name')
    .as('subscription_plan');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a subquery usable from any query's tables
const subscriptionEnd = (eb: ExpressionBuilder<Database, any>, userColumn: UserColumn) =>
  latestSubscription(eb, userColumn).select('subscriptions.end_date').as('subscription_end');

/** Stores, merchants, and merchants by current subscription status. */
export async function platformStats(db: DB): Promise<AdminStats> {
  const shops = await db
    .selectFrom('stores')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const merchants = await db
    .selectFrom('users')
    .select((eb) => subscriptionStatus(eb, 'users.id'))
    .where('role', '=', 'user')
    .execute();
  const subscriptions: StatusCounts = { active: 0, expired: 0, suspended: 0 };
  for (const m of merchants) if (m.subscription_status) subscriptions[m.subscription_status] += 1;
  return { shops: Number(shops?.n ?? 0), users: merchants.length, subscriptions };
}

export interface ShopFilter {
  q?: string;
  status?: SubscriptionStatus;
  plan?: PlanName;
}

/** Every store with its owner, current subscription and counts, newest first; q searches name, slug, email. */
export async function listShops(db: DB, filter: ShopFilter, paging: Paging) {
  let query = db.selectFrom('stores').innerJoin('users', 'users.id', 'stores.user_id');
  const { status, plan, q } = filter;
  if (status) {
    query = query.where((eb) =>
      eb(latestSubscription(eb, 'stores.user_id').select('subscriptions.status'), '=', status),
    );
  }
  if (plan) {
    query = query.where((eb) =>
      eb(
        latestSubscription(eb, 'stores.user_id')
          .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
          .select('plans.name'),
        '=',
        plan,
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
  const { rows, total } = await pageOf(query, paging, (q) =>
    q
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
      .orderBy('stores.id', 'desc'),
  );
  const data = rows.map((r): AdminShopRow => ({
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
  return { data, total };
}

/** One store in full with its owner, subscriptions, figures, audit and the plan that applies; null when unknown. */
export async function findShop(db: DB, id: string): Promise<AdminShopDetail | null> {
  const row = await db.selectFrom('stores').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const owner = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'phone'])
    .select((eb) => [subscriptionStatus(eb, 'users.id'), subscriptionPlan(eb, 'users.id')])
    .where('id', '=', row.user_id)
    .executeTakeFirstOrThrow();
  return {
    ...toStoreDto(row, owner.subscription_status ?? null),
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
  };
}

/** One subscription with its merchant, her store, every subscription and request of hers, and her audit trail. */
export async function findSubscriptionDetail(db: DB, id: string): Promise<AdminSubscriptionDetail | null> {
  const sub = await findSubscription(db, id);
  if (!sub) return null;
  const merchant = await db
    .selectFrom('users')
    .leftJoin('stores', 'stores.user_id', 'users.id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.phone',
      'stores.id as store_id',
      'stores.name as store_name',
      'stores.slug as store_slug',
    ])
    .where('users.id', '=', sub.userId)
    .executeTakeFirstOrThrow();
  return {
    ...sub,
    merchant: {
      id: merchant.id,
      firstName: merchant.first_name,
      lastName: merchant.last_name,
      email: merchant.email,
      phone: merchant.phone,
    },
    store: merchant.store_id
      ? { id: merchant.store_id, name: merchant.store_name ?? '', slug: merchant.store_slug ?? '' }
      : null,
    history: await userSubscriptions(db, sub.userId),
    requests: await userRequests(db, sub.userId),
    audit: await listAudit(db, { userId: sub.userId }, 50),
  };
}

/** One change request with its merchant's subscriptions. */
export async function findRequestDetail(db: DB, id: string): Promise<AdminRequestDetail | null> {
  const req = await findRequest(db, id);
  return req ? { ...req, history: await userSubscriptions(db, req.userId) } : null;
}

const NO_USAGE: StatusCounts = { active: 0, expired: 0, suspended: 0 };

/** Every plan with how many merchants' current subscriptions use it, by status. */
export async function listPlansWithUsage(db: DB): Promise<AdminPlan[]> {
  const [plans, usage] = await Promise.all([listPlans(db), planUsage(db)]);
  return plans.map((p) => ({ ...p, usage: usage[p.id] ?? NO_USAGE }));
}

/** One plan with its usage and its last 20 changes. */
export async function findPlanDetail(db: DB, id: string): Promise<AdminPlanDetail | null> {
  const plan = await findPlan(db, id);
  if (!plan) return null;
  const usage = (await planUsage(db))[plan.id] ?? NO_USAGE;
  return { ...plan, usage, history: await listAudit(db, { targetId: plan.id }, 20) };
}

export interface UserFilter {
  q?: string;
  role?: Role;
}

const userColumns = [
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
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the users ⟕ stores query of both user reads
const userSubscriptionColumns = (eb: ExpressionBuilder<Database, any>) => [
  subscriptionStatus(eb, 'users.id'),
  subscriptionPlan(eb, 'users.id'),
  subscriptionEnd(eb, 'users.id'),
];

type UserLine = {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  role: Role;
  profile_image: string | null;
  created_at: string;
  last_login_at: string | null;
  disabled_at: string | null;
  store_id: string | null;
  store_name: string | null;
  store_slug: string | null;
  subscription_status: SubscriptionStatus | null;
  subscription_plan: PlanName | null;
  subscription_end: string | null;
};

const toUserRow = (r: UserLine): AdminUserRow => ({
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
  store: r.store_id ? { id: r.store_id, name: r.store_name ?? '', slug: r.store_slug ?? '' } : null,
  subscription: r.subscription_status
    ? { status: r.subscription_status, plan: r.subscription_plan ?? null, endDate: r.subscription_end ?? null }
    : null,
});

/** Every account with its store and current subscription, newest first; q searches names, email, phone. */
export async function listUsers(db: DB, filter: UserFilter, paging: Paging) {
  let query = db.selectFrom('users').leftJoin('stores', 'stores.user_id', 'users.id');
  if (filter.role) query = query.where('users.role', '=', filter.role);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['users.first_name']), 'like', pattern),
        eb(eb.fn('lower', ['users.last_name']), 'like', pattern),
        eb(eb.fn('lower', ['users.email']), 'like', pattern),
        eb('users.phone', 'like', pattern),
      ]),
    );
  }
  const { rows, total } = await pageOf(query, paging, (q) =>
    q
      .select(userColumns)
      .select(userSubscriptionColumns)
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id', 'desc'),
  );
  return { data: rows.map((r) => toUserRow(r as UserLine)), total };
}

/** One account with its store, subscriptions and audit; never the password hash. Null when unknown. */
export async function findUser(db: DB, id: string): Promise<AdminUserDetail | null> {
  const r = await db
    .selectFrom('users')
    .leftJoin('stores', 'stores.user_id', 'users.id')
    .select(userColumns)
    .select(['users.gender', 'users.referral_code', 'users.sessions_revoked_at'])
    .select(userSubscriptionColumns)
    .where('users.id', '=', id)
    .executeTakeFirst();
  if (!r) return null;
  const { disabled: _disabled, ...row } = toUserRow(r as UserLine);
  return {
    ...row,
    gender: r.gender,
    referral_code: r.referral_code,
    disabledAt: r.disabled_at,
    sessionsRevokedAt: r.sessions_revoked_at,
    subscriptions: await userSubscriptions(db, r.id),
    audit: await listAudit(db, { userId: r.id }, 50),
  };
}

/** Messages from the public contact page, newest first. */
export async function listContactMessages(db: DB, paging: Paging, status?: ContactStatus) {
  let base = db.selectFrom('contact_messages');
  // Without a status the inbox hides archived messages.
  base = status ? base.where('status', '=', status) : base.where('status', '!=', 'archived');
  const { rows, total } = await pageOf(base, paging, (q) =>
    q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
  );
  const data = rows.map((r): ContactMessageJson => ({
    id: r.id,
    fullName: r.full_name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    message: r.message,
    read: r.read === 1,
    status: r.status,
    created_at: r.created_at,
  }));
  return { data, total };
}

/**
 * Moves a contact message in the inbox (read, answered, archived; a message with no status given is marked read);
 * false when there is none with this id. Every change but the first reading is written to the audit log.
 */
export async function setContactMessageStatus(
  db: DB,
  input: { id: string; status: ContactStatus; adminId: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('contact_messages')
      .select('status')
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!before) return false;
    await trx
      .updateTable('contact_messages')
      .set({ read: input.status === 'new' ? 0 : 1, status: input.status })
      .where('id', '=', input.id)
      .execute();
    if (input.status !== 'read' && before.status !== input.status) {
      await writeAudit(trx, {
        actorId: input.adminId,
        action: 'contact.status',
        targetType: 'contact',
        targetId: input.id,
        before: { status: before.status },
        after: { status: input.status },
      });
    }
    return true;
  });
}
