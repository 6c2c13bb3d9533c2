import type { Selectable } from 'kysely';
import type { DB } from '../db/database';
import {
  FREE_PLAN_FALLBACK_LIMITS,
  limitMessage,
  planThatLifts,
  withinLimit,
  type CountedLimitKey,
  type LimitKey,
  type PlanLimits,
} from '#shared/plans';
import type { PlansTable } from '../db/tables-core';
import type { EffectivePlan } from '#shared/plans';
import { ApiError } from '../http/errors';
import { nowIso } from '../ids';

type LimitColumns = Pick<
  Selectable<PlansTable>,
  'max_products' | 'max_gallery_images' | 'max_staff_accounts' | 'atelier' | 'custom_domain'
>;

/** A plan row's limit columns as the shared `PlanLimits`. */
export function planLimitsOf(row: LimitColumns): PlanLimits {
  return {
    maxProducts: row.max_products,
    maxGalleryImages: row.max_gallery_images,
    maxStaffAccounts: row.max_staff_accounts,
    atelier: row.atelier === 1,
    customDomain: row.custom_domain === 1,
  };
}

const LIMIT_COLUMNS = [
  'plans.max_products',
  'plans.max_gallery_images',
  'plans.max_staff_accounts',
  'plans.atelier',
  'plans.custom_domain',
] as const;

/** The free plan (every merchant starts on it; an expired paid plan falls back to it). The oldest one if several. */
export async function freePlan(db: DB) {
  return db
    .selectFrom('plans')
    .select(['plans.id', 'plans.name', 'plans.price', ...LIMIT_COLUMNS])
    .where('plans.name', '=', 'free')
    .orderBy('plans.billing_cycle')
    .orderBy('plans.created_at')
    .executeTakeFirst();
}

export type { EffectivePlan };

/**
 * The plan that applies to a store now: its owner's current subscription's plan (api/subscriptions/current.ts), or the
 * free plan when there is none, when it has expired (status `expired`, or an end date already past before the expiry
 * job ran). A suspended subscription keeps its plan's limits (its writes are refused anyway). Data is never deleted.
 */
export async function effectivePlanForStore(db: DB, storeId: string, now: string = nowIso()): Promise<EffectivePlan> {
  const current = await db
    .selectFrom('stores')
    .innerJoin('subscriptions', 'subscriptions.user_id', 'stores.user_id')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .select(['subscriptions.status', 'subscriptions.end_date', 'plans.name', ...LIMIT_COLUMNS])
    .where('stores.id', '=', storeId)
    .orderBy('subscriptions.created_at', 'desc')
    .orderBy('subscriptions.id', 'desc')
    .executeTakeFirst();
  const lapsed = current && (current.status === 'expired' || (current.end_date !== null && current.end_date <= now));
  if (current && !lapsed) return { planName: current.name, limits: planLimitsOf(current), fallback: false };
  const free = await freePlan(db);
  return {
    planName: 'free',
    limits: free ? planLimitsOf(free) : FREE_PLAN_FALLBACK_LIMITS,
    fallback: Boolean(current && current.name !== 'free'),
  };
}

/** The limits that apply to a store now (see `effectivePlanForStore`). */
export async function limitsForStore(db: DB, storeId: string): Promise<PlanLimits> {
  return (await effectivePlanForStore(db, storeId)).limits;
}

/** The French message naming the limit reached and the cheapest plan that lifts it. */
export async function limitReachedMessage(db: DB, effective: EffectivePlan, key: LimitKey) {
  const rows = await db
    .selectFrom('plans')
    .select(['plans.name', 'plans.price', ...LIMIT_COLUMNS])
    .execute();
  const plans = rows.map((r) => ({ name: r.name, price: r.price, limits: planLimitsOf(r) }));
  return limitMessage(key, effective.limits, effective.planName, planThatLifts(plans, effective.limits, key));
}

/** Status of an answer refused by a plan limit. */
export const LIMIT_STATUS = 403;

/**
 * Refuses (403, French message naming the limit and the plan that lifts it) when `count` existing things plus
 * `adding` new ones exceed the store's limit. The caller counts its own rows (same transaction when it has one).
 */
export async function assertWithinLimit(
  db: DB,
  storeId: string,
  key: CountedLimitKey,
  count: number,
  adding = 1,
): Promise<void> {
  const effective = await effectivePlanForStore(db, storeId);
  if (withinLimit(effective.limits, key, count, adding)) return;
  throw new ApiError(LIMIT_STATUS, await limitReachedMessage(db, effective, key));
}

/** Refuses (403, French message) when the store's plan does not include the atelier (tailoring) module. */
export async function assertAtelier(db: DB, storeId: string): Promise<void> {
  const effective = await effectivePlanForStore(db, storeId);
  if (effective.limits.atelier) return;
  throw new ApiError(LIMIT_STATUS, await limitReachedMessage(db, effective, 'atelier'));
}

/** Refuses (403, French message naming the plan that lifts it) when the store's plan has no domain of its own. */
export async function assertCustomDomain(db: DB, storeId: string): Promise<void> {
  const effective = await effectivePlanForStore(db, storeId);
  if (effective.limits.customDomain) return;
  throw new ApiError(LIMIT_STATUS, await limitReachedMessage(db, effective, 'customDomain'));
}
