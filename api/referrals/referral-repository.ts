import type { ReferredDto } from '#shared/schemas/referral';
import type { DB } from '../db/database';
import { latestSubscription } from '../subscriptions/current';

export async function findReferralAccount(db: DB, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'referral_code', 'referred_by'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function findUserByReferralCode(db: DB, code: string) {
  return db
    .selectFrom('users')
    .select(['id', 'referred_by'])
    .where('referral_code', '=', code.trim().toUpperCase())
    .where('role', '=', 'user')
    .executeTakeFirst();
}

/**
 * Credits `userId` to `referrerId` only when no one is credited yet: the condition is in the UPDATE itself, so two
 * claims at the same moment credit one sponsor. Returns whether this call credited it.
 */
export async function creditReferral(db: DB, userId: string, referrerId: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ referred_by: referrerId, updated_at: new Date().toISOString() })
    .where('id', '=', userId)
    .where('referred_by', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The merchants who signed up with `userId`'s code, newest first, with their current plan and whether they pay. */
export async function listReferred(db: DB, userId: string, now = new Date()): Promise<ReferredDto[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('stores', 'stores.user_id', 'users.id')
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.created_at', 'stores.name as store_name'])
    .select((eb) => [
      latestSubscription(eb, 'users.id')
        .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
        .select('plans.name')
        .as('plan'),
      latestSubscription(eb, 'users.id')
        .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
        .select('plans.price')
        .as('price'),
      latestSubscription(eb, 'users.id').select('subscriptions.status').as('status'),
      latestSubscription(eb, 'users.id').select('subscriptions.end_date').as('end_date'),
    ])
    .where('users.referred_by', '=', userId)
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: `${r.first_name} ${r.last_name}`.trim(),
    signedUpAt: r.created_at,
    storeName: r.store_name ?? null,
    plan: r.plan ?? null,
    paying:
      Number(r.price ?? 0) > 0 &&
      r.status === 'active' &&
      (r.end_date === null || r.end_date === undefined || Date.parse(r.end_date) > now.getTime()),
  }));
}
