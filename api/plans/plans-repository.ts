import type { Kysely, Selectable } from 'kysely';
import type { PlanDto } from '#shared/plans';
import type { PlanValues } from '#shared/schemas/subscription';
import { PLAN_TAKEN } from '#shared/subscriptions';
import { writeAudit } from '../audit/audit-log';
import { unprocessable } from '../http/errors';
import { newId, nowIso } from '../ids';
import type { Database } from '../db/schema';
import type { PlansTable } from '../db/tables-core';
import { planLimitsOf } from './limits';
import { isCurrentSubscription } from '../subscriptions/current';

/** description is a JSON array of texts; anything else reads as no lines rather than breaking the pricing page. */
export function descriptionLines(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function toPlanDto(r: Selectable<PlansTable>): PlanDto {
  return {
    id: r.id,
    name: r.name,
    price: r.price,
    billing_cycle: r.billing_cycle,
    discount_rate: r.discount_rate,
    description: descriptionLines(r.description),
    limits: planLimitsOf(r),
  };
}

/** Every plan, cheapest first (then name, then monthly before yearly). */
export async function listPlans(db: Kysely<Database>): Promise<PlanDto[]> {
  const rows = await db
    .selectFrom('plans')
    .selectAll()
    .orderBy('price')
    .orderBy('name')
    .orderBy('billing_cycle')
    .execute();
  return rows.map(toPlanDto);
}

export async function findPlan(db: Kysely<Database>, id: string): Promise<PlanDto | null> {
  const row = await db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toPlanDto(row) : null;
}

/** Whether a plan already exists for this (name, cycle), other than `exceptId`. */
async function planTaken(db: Kysely<Database>, code: string, exceptId?: string) {
  let q = db.selectFrom('plans').select('id').where('code', '=', code);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return Boolean(await q.executeTakeFirst());
}

function columnsOf(v: PlanValues) {
  return {
    code: `${v.name}-${v.billing_cycle}`,
    name: v.name,
    price: v.price,
    billing_cycle: v.billing_cycle,
    discount_rate: v.discount_rate,
    description: JSON.stringify(v.description),
    max_products: v.maxProducts,
    max_gallery_images: v.maxGalleryImages,
    max_staff_accounts: v.maxStaffAccounts,
    atelier: v.atelier ? 1 : 0,
    custom_domain: v.customDomain ? 1 : 0,
  };
}

/** An administrator adds a plan (one per name and cycle); audited. */
export async function createPlan(db: Kysely<Database>, values: PlanValues, adminId: string): Promise<PlanDto> {
  const id = newId();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const cols = columnsOf(values);
    if (await planTaken(trx, cols.code)) throw unprocessable({ billing_cycle: [PLAN_TAKEN] });
    await trx
      .insertInto('plans')
      .values({ id, ...cols, created_at: now, updated_at: now })
      .execute();
    await writeAudit(trx, {
      actorId: adminId,
      action: 'plan.create',
      targetType: 'plan',
      targetId: id,
      after: cols,
      at: now,
    });
  });
  return (await findPlan(db, id))!;
}

/** An administrator edits a plan; audited with before/after. Subscriptions keep pointing at it. */
export async function updatePlan(
  db: Kysely<Database>,
  id: string,
  values: PlanValues,
  adminId: string,
): Promise<PlanDto | null> {
  const now = nowIso();
  const found = await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) return false;
    const cols = columnsOf(values);
    if (await planTaken(trx, cols.code, id)) throw unprocessable({ billing_cycle: [PLAN_TAKEN] });
    await trx
      .updateTable('plans')
      .set({ ...cols, updated_at: now })
      .where('id', '=', id)
      .execute();
    const { created_at: _c, updated_at: _u, id: _i, ...old } = before;
    await writeAudit(trx, {
      actorId: adminId,
      action: 'plan.update',
      targetType: 'plan',
      targetId: id,
      before: old,
      after: cols,
      at: now,
    });
    return true;
  });
  return found ? findPlan(db, id) : null;
}

/** How many subscriptions use each plan now (current ones, by status), for the admin list. */
export async function planUsage(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('subscriptions')
    .select(['plan_id', 'status'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(isCurrentSubscription)
    .groupBy(['plan_id', 'status'])
    .execute();
  const out: Record<string, { active: number; expired: number; suspended: number }> = {};
  for (const r of rows) (out[r.plan_id] ??= { active: 0, expired: 0, suspended: 0 })[r.status] = Number(r.n);
  return out;
}
