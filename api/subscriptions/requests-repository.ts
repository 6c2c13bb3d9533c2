import type { Kysely } from 'kysely';
import {
  EMPTY,
  subscriptionAcceptedNotice,
  subscriptionRefusedNotice,
  subscriptionRequestedNotice,
} from '#shared/messages';
import { PLAN_LABELS, discountedPrice, BILLING_CYCLE_LABELS } from '#shared/plans';
import {
  PLAN_NOT_FOUND,
  REQUEST_ALREADY_PENDING,
  REQUEST_NOT_FOUND,
  REQUEST_NOT_PENDING,
  SUSPENDED_CANNOT_ACCEPT,
  addCycle,
  type RequestStatus,
  type SubscriptionRequestDto,
} from '#shared/subscriptions';
import { normalizeTransactionId } from '#shared/transaction-id';
import { writeAudit } from '../audit/audit-log';
import type { Database } from '../db/schema';
import { ApiError, notFound, unprocessable } from '../http/errors';
import { pageOf, type Paging } from '../http/paging';
import { newId, nowIso } from '../ids';
import { notifyAdmins, notifyUser } from '../notifications/notify';
import { enqueuePublish } from '../publishing/enqueue';
import { currentSubscription } from './subscriptions-repository';

const COLUMNS = [
  'subscription_requests.id',
  'subscription_requests.user_id',
  'subscription_requests.amount',
  'subscription_requests.fullname',
  'subscription_requests.phone',
  'subscription_requests.transaction_id',
  'subscription_requests.transaction_key',
  'subscription_requests.status',
  'subscription_requests.admin_message',
  'subscription_requests.decided_at',
  'subscription_requests.subscription_id',
  'subscription_requests.created_at',
  'plans.id as plan_id',
  'plans.name as plan_name',
  'plans.billing_cycle',
  'plans.price',
] as const;

const base = (db: Kysely<Database>) =>
  db
    .selectFrom('subscription_requests')
    .innerJoin('plans', 'plans.id', 'subscription_requests.plan_id')
    .select(COLUMNS);

type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

function toDto(r: Row): SubscriptionRequestDto {
  return {
    id: r.id,
    userId: r.user_id,
    plan: { id: r.plan_id, name: r.plan_name, billing_cycle: r.billing_cycle, price: r.price },
    amount: r.amount,
    fullname: r.fullname,
    phone: r.phone,
    transactionId: r.transaction_id,
    status: r.status,
    adminMessage: r.admin_message,
    decidedAt: r.decided_at,
    subscriptionId: r.subscription_id,
    createdAt: r.created_at,
  };
}

/** The merchant's own requests, newest first. */
export async function userRequests(db: Kysely<Database>, userId: string): Promise<SubscriptionRequestDto[]> {
  const rows = await base(db)
    .where('subscription_requests.user_id', '=', userId)
    .orderBy('subscription_requests.created_at', 'desc')
    .orderBy('subscription_requests.id', 'desc')
    .execute();
  return rows.map(toDto);
}

/**
 * A merchant asks for another plan or cycle with her payment declaration. One pending request at a time; a paid plan
 * needs a transaction id. The administrators get a notification of type `requested`.
 */
export async function createRequest(
  db: Kysely<Database>,
  userId: string,
  input: { planId: string; fullname: string; phone: string; transactionId: string },
): Promise<SubscriptionRequestDto> {
  const plan = await db.selectFrom('plans').selectAll().where('id', '=', input.planId).executeTakeFirst();
  if (!plan) throw unprocessable({ planId: [PLAN_NOT_FOUND] });
  const amount = discountedPrice(plan);
  const transactionId = input.transactionId.trim();
  if (amount > 0 && transactionId === '') throw unprocessable({ transactionId: [EMPTY] });
  const id = newId();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const pending = await trx
      .selectFrom('subscription_requests')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending) throw new ApiError(409, REQUEST_ALREADY_PENDING);
    await trx
      .insertInto('subscription_requests')
      .values({
        id,
        user_id: userId,
        plan_id: plan.id,
        amount,
        fullname: input.fullname,
        phone: input.phone,
        transaction_id: transactionId || null,
        transaction_key: transactionId ? normalizeTransactionId(transactionId) : null,
        status: 'pending',
        admin_message: null,
        decided_by: null,
        decided_at: null,
        subscription_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const who = await trx
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    await notifyAdmins(
      trx,
      'requested',
      id,
      subscriptionRequestedNotice(
        `${who.first_name} ${who.last_name}`,
        PLAN_LABELS[plan.name],
        BILLING_CYCLE_LABELS[plan.billing_cycle],
      ),
    );
  });
  return toDto(await base(db).where('subscription_requests.id', '=', id).executeTakeFirstOrThrow());
}

/** Other declarations that used the same transaction id (any merchant, any state). */
async function reusesOf(db: Kysely<Database>, rows: { id: string; transaction_key: string | null }[]) {
  const keys = [...new Set(rows.map((r) => r.transaction_key).filter((k): k is string => !!k))];
  if (keys.length === 0) return new Map<string, NonNullable<SubscriptionRequestDto['reusedBy']>>();
  const same = await db
    .selectFrom('subscription_requests')
    .innerJoin('users', 'users.id', 'subscription_requests.user_id')
    .select([
      'subscription_requests.id',
      'subscription_requests.user_id',
      'subscription_requests.status',
      'subscription_requests.created_at',
      'subscription_requests.transaction_key',
      'users.first_name',
      'users.last_name',
    ])
    .where('subscription_requests.transaction_key', 'in', keys)
    .orderBy('subscription_requests.created_at')
    .execute();
  const out = new Map<string, NonNullable<SubscriptionRequestDto['reusedBy']>>();
  for (const r of rows) {
    if (!r.transaction_key) continue;
    out.set(
      r.id,
      same
        .filter((s) => s.transaction_key === r.transaction_key && s.id !== r.id)
        .map((s) => ({
          id: s.id,
          userId: s.user_id,
          status: s.status,
          createdAt: s.created_at,
          merchant: `${s.first_name} ${s.last_name}`,
        })),
    );
  }
  return out;
}

const merchantColumns = [
  'users.first_name',
  'users.last_name',
  'users.email',
  'users.phone as user_phone',
  'stores.id as store_id',
  'stores.name as store_name',
  'stores.slug as store_slug',
] as const;

/** Admin list of change requests (?status, paging), each flagged when its transaction id was used elsewhere. */
export async function listRequests(db: Kysely<Database>, filter: { status?: RequestStatus }, paging: Paging) {
  let q = db
    .selectFrom('subscription_requests')
    .innerJoin('plans', 'plans.id', 'subscription_requests.plan_id')
    .innerJoin('users', 'users.id', 'subscription_requests.user_id')
    .leftJoin('stores', 'stores.user_id', 'subscription_requests.user_id');
  if (filter.status) q = q.where('subscription_requests.status', '=', filter.status);
  const { rows, total } = await pageOf(q, paging, (page) =>
    page
      .select([...COLUMNS, ...merchantColumns])
      .orderBy('subscription_requests.created_at', 'desc')
      .orderBy('subscription_requests.id', 'desc'),
  );
  const reuses = await reusesOf(db, rows);
  return { data: rows.map((r) => withMerchant(r, reuses.get(r.id) ?? [])), total };
}

function withMerchant(
  r: Row & {
    first_name: string;
    last_name: string;
    email: string | null;
    user_phone: string | null;
    store_id: string | null;
    store_name: string | null;
    store_slug: string | null;
  },
  reusedBy: NonNullable<SubscriptionRequestDto['reusedBy']>,
): SubscriptionRequestDto {
  return {
    ...toDto(r),
    reusedBy,
    merchant: { id: r.user_id, firstName: r.first_name, lastName: r.last_name, email: r.email, phone: r.user_phone },
    store: r.store_id ? { id: r.store_id, name: r.store_name ?? '', slug: r.store_slug ?? '' } : null,
  };
}

/** One request for the admin, with the merchant, her store and the reuse flag. */
export async function findRequest(db: Kysely<Database>, id: string): Promise<SubscriptionRequestDto | null> {
  const r = await db
    .selectFrom('subscription_requests')
    .innerJoin('plans', 'plans.id', 'subscription_requests.plan_id')
    .innerJoin('users', 'users.id', 'subscription_requests.user_id')
    .leftJoin('stores', 'stores.user_id', 'subscription_requests.user_id')
    .select([...COLUMNS, ...merchantColumns])
    .where('subscription_requests.id', '=', id)
    .executeTakeFirst();
  if (!r) return null;
  const reuses = await reusesOf(db, [r]);
  return withMerchant(r, reuses.get(r.id) ?? []);
}

/**
 * Accepts a request: a new subscription starts now on the requested plan, `active`, ending one cycle later (a renewal
 * of the same plan while the current one still runs extends from its end date instead, so no paid day is lost). The
 * subscription it replaces becomes `expired`. A suspended account must be reactivated first.
 */
export async function acceptRequest(
  db: Kysely<Database>,
  input: { id: string; adminId: string; message?: string; now?: string },
): Promise<SubscriptionRequestDto> {
  const now = input.now ?? nowIso();
  await db.transaction().execute(async (trx) => {
    const req = await findRequest(trx, input.id);
    if (!req) throw notFound(REQUEST_NOT_FOUND);
    if (req.status !== 'pending') throw new ApiError(409, REQUEST_NOT_PENDING);
    const current = await currentSubscription(trx, req.userId);
    if (current?.status === 'suspended') throw new ApiError(409, SUSPENDED_CANNOT_ACCEPT);
    const free = req.plan.price === 0;
    const extendsCurrent =
      current?.status === 'active' &&
      current.plan.name === req.plan.name &&
      current.endDate !== null &&
      current.endDate > now;
    const from = extendsCurrent ? current.endDate! : now;
    const endDate = free ? null : addCycle(from, req.plan.billing_cycle);
    const subscriptionId = newId();
    if (current?.status === 'active') {
      await trx
        .updateTable('subscriptions')
        .set({ status: 'expired', updated_at: now })
        .where('id', '=', current.id)
        .execute();
    }
    await trx
      .insertInto('subscriptions')
      .values({
        id: subscriptionId,
        user_id: req.userId,
        plan_id: req.plan.id,
        status: 'active',
        start_date: now,
        end_date: endDate,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const message = input.message?.trim() || null;
    await trx
      .updateTable('subscription_requests')
      .set({
        status: 'accepted',
        admin_message: message,
        decided_by: input.adminId,
        decided_at: now,
        subscription_id: subscriptionId,
        updated_at: now,
      })
      .where('id', '=', req.id)
      .execute();
    await writeAudit(trx, {
      actorId: input.adminId,
      action: 'request.accept',
      targetType: 'request',
      targetId: req.id,
      subjectUserId: req.userId,
      before: current
        ? {
            subscriptionId: current.id,
            plan: current.plan.name,
            cycle: current.plan.billing_cycle,
            status: current.status,
            endDate: current.endDate,
          }
        : null,
      after: { subscriptionId, plan: req.plan.name, cycle: req.plan.billing_cycle, status: 'active', endDate },
      message,
      at: now,
    });
    await notifyUser(
      trx,
      req.userId,
      'subscription',
      subscriptionId,
      message ?? subscriptionAcceptedNotice(PLAN_LABELS[req.plan.name], endDate),
    );
    if (req.store) await enqueuePublish(trx, req.store.id);
  });
  return (await findRequest(db, input.id))!;
}

/** Refuses a request with the reason the merchant will read (notification of type `subscription`). */
export async function refuseRequest(
  db: Kysely<Database>,
  input: { id: string; adminId: string; message: string; now?: string },
): Promise<SubscriptionRequestDto> {
  const now = input.now ?? nowIso();
  await db.transaction().execute(async (trx) => {
    const req = await findRequest(trx, input.id);
    if (!req) throw notFound(REQUEST_NOT_FOUND);
    if (req.status !== 'pending') throw new ApiError(409, REQUEST_NOT_PENDING);
    await trx
      .updateTable('subscription_requests')
      .set({
        status: 'refused',
        admin_message: input.message,
        decided_by: input.adminId,
        decided_at: now,
        updated_at: now,
      })
      .where('id', '=', req.id)
      .execute();
    await writeAudit(trx, {
      actorId: input.adminId,
      action: 'request.refuse',
      targetType: 'request',
      targetId: req.id,
      subjectUserId: req.userId,
      before: { status: 'pending' },
      after: { status: 'refused' },
      message: input.message,
      at: now,
    });
    const current = await currentSubscription(trx, req.userId);
    await notifyUser(trx, req.userId, 'subscription', current?.id ?? null, subscriptionRefusedNotice(input.message));
  });
  return (await findRequest(db, input.id))!;
}
