import type { Kysely, Selectable } from 'kysely';
import type { PlanDto } from '#shared/plans';
import type { Database } from '../db/schema';
import type { PlansTable } from '../db/tables-core';
import { planLimitsOf } from './limits';

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
