import type { Kysely } from 'kysely';
import type { AdminSubscriptionRow } from '#shared/admin';
import type { SubscriptionStatus } from '#shared/constants';
import {
  NOT_CURRENT_SUBSCRIPTION,
  SUBSCRIPTION_NOT_FOUND,
  TRANSITION_REFUSED,
  adminTargets,
  canTransition,
  resolveAdminTarget,
  type SubscriptionDto,
} from '#shared/subscriptions';
import { writeAudit } from '../audit/audit-log';
import type { Database } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { likePattern, pageOf, type Paging } from '../http/paging';
import { nowIso } from '../ids';
import { notifyUser } from '../notifications/notify';
import { enqueuePublish } from '../publishing/enqueue';
import { isCurrentSubscription } from './current';
import { storeIdOfUser } from '../stores/store-repository';

const COLUMNS = [
  'subscriptions.id',
  'subscriptions.user_id',
  'subscriptions.status',
  'subscriptions.start_date',
  'subscriptions.end_date',
  'subscriptions.created_at',
  'subscriptions.updated_at',
  'plans.id as plan_id',
  'plans.name as plan_name',
  'plans.billing_cycle',
  'plans.price',
] as const;

const base = (db: Kysely<Database>) =>
  db.selectFrom('subscriptions').innerJoin('plans', 'plans.id', 'subscriptions.plan_id').select(COLUMNS);

type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

export function toSubscriptionDto(r: Row): SubscriptionDto {
  return {
    id: r.id,
    userId: r.user_id,
    plan: { id: r.plan_id, name: r.plan_name, billing_cycle: r.billing_cycle, price: r.price },
    status: r.status,
    startDate: r.start_date,
    endDate: r.end_date,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** A user's current subscription row (latest; see current.ts), with its plan. */
export async function currentSubscription(db: Kysely<Database>, userId: string): Promise<SubscriptionDto | null> {
  const r = await base(db)
    .where('subscriptions.user_id', '=', userId)
    .orderBy('subscriptions.created_at', 'desc')
    .orderBy('subscriptions.id', 'desc')
    .executeTakeFirst();
  return r ? { ...toSubscriptionDto(r), current: true } : null;
}

/** Every subscription of a user, newest first; the first is the current one. */
export async function userSubscriptions(db: Kysely<Database>, userId: string): Promise<SubscriptionDto[]> {
  const rows = await base(db)
    .where('subscriptions.user_id', '=', userId)
    .orderBy('subscriptions.created_at', 'desc')
    .orderBy('subscriptions.id', 'desc')
    .execute();
  return rows.map((r, i) => ({ ...toSubscriptionDto(r), current: i === 0 }));
}

/** One subscription, with whether it is current and what an admin may set it to. */
export async function findSubscription(db: Kysely<Database>, id: string): Promise<SubscriptionDto | null> {
  const r = await base(db).where('subscriptions.id', '=', id).executeTakeFirst();
  if (!r) return null;
  const current = await currentSubscription(db, r.user_id);
  const isCurrent = current?.id === r.id;
  return { ...toSubscriptionDto(r), current: isCurrent, allowedStatuses: isCurrent ? adminTargets(r.status) : [] };
}

/** Admin list: every subscription with its merchant and store; ?status, ?q (merchant, store), paging. */
export async function listSubscriptions(
  db: Kysely<Database>,
  filter: { status?: SubscriptionStatus; q?: string; currentOnly?: boolean },
  paging: Paging,
) {
  let q = db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .innerJoin('users', 'users.id', 'subscriptions.user_id')
    .leftJoin('stores', 'stores.user_id', 'subscriptions.user_id');
  if (filter.status) q = q.where('subscriptions.status', '=', filter.status);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['users.first_name']), 'like', pattern),
        eb(eb.fn('lower', ['users.last_name']), 'like', pattern),
        eb(eb.fn('lower', ['users.email']), 'like', pattern),
        eb(eb.fn('lower', ['stores.name']), 'like', pattern),
      ]),
    );
  }
  if (filter.currentOnly) {
    q = q.where(isCurrentSubscription);
  }
  const { rows, total } = await pageOf(q, paging, (page) =>
    page
      .select([
        ...COLUMNS,
        'users.first_name',
        'users.last_name',
        'users.email',
        'stores.id as store_id',
        'stores.name as store_name',
        'stores.slug as store_slug',
      ])
      .orderBy('subscriptions.created_at', 'desc')
      .orderBy('subscriptions.id', 'desc'),
  );
  return {
    data: rows.map((r): AdminSubscriptionRow => ({
      ...toSubscriptionDto(r),
      merchant: { id: r.user_id, firstName: r.first_name, lastName: r.last_name, email: r.email },
      store: r.store_id ? { id: r.store_id, name: r.store_name ?? '', slug: r.store_slug ?? '' } : null,
    })),
    total,
  };
}

/**
 * An administrator changes a subscription's status with a message to the merchant (specification: 'status, message').
 * Only the current subscription of its owner changes; only the transitions of shared/subscriptions.ts are allowed.
 * In one transaction: the row, the audit entry, the merchant's notification (type `subscription`) and a storefront
 * republish (a suspended store shows 'Boutique indisponible'; reactivation restores it).
 */
export async function changeSubscriptionStatus(
  db: Kysely<Database>,
  input: { id: string; status: SubscriptionStatus; message: string; adminId: string; now?: string },
): Promise<SubscriptionDto> {
  const now = input.now ?? nowIso();
  const result = await db.transaction().execute(async (trx) => {
    const sub = await findSubscription(trx, input.id);
    if (!sub) throw notFound(SUBSCRIPTION_NOT_FOUND);
    if (!sub.current) throw new ApiError(409, NOT_CURRENT_SUBSCRIPTION);
    const to = resolveAdminTarget(sub.status, input.status, sub.endDate, now);
    if (!canTransition(sub.status, input.status, 'admin') || !canTransition(sub.status, to, 'admin')) {
      throw new ApiError(409, TRANSITION_REFUSED(sub.status, input.status), {
        status: [TRANSITION_REFUSED(sub.status, input.status)],
      });
    }
    await trx.updateTable('subscriptions').set({ status: to, updated_at: now }).where('id', '=', sub.id).execute();
    const action =
      to === 'suspended'
        ? 'subscription.suspend'
        : sub.status === 'suspended'
          ? 'subscription.reactivate'
          : 'subscription.status';
    await writeAudit(trx, {
      actorId: input.adminId,
      action,
      targetType: 'subscription',
      targetId: sub.id,
      subjectUserId: sub.userId,
      before: { status: sub.status },
      after: { status: to },
      message: input.message,
      at: now,
    });
    await notifyUser(trx, sub.userId, 'subscription', sub.id, input.message);
    const storeId = await storeIdOfUser(trx, sub.userId);
    if (storeId) await enqueuePublish(trx, storeId);
    return sub.id;
  });
  return (await findSubscription(db, result))!;
}
