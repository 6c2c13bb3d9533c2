import { GARMENT_STAGES, type Garment } from '#shared/schemas/atelier-order';
import type { DB } from '../db/database';
import { newId, nowIso } from '../ids';

/**
 * Writes who moved each garment's stage: one row per garment whose stage changed, with the staff member who
 * pushed it (null: the store owner). The piece-rate salary counts, per staff member, the garments they moved forward.
 */
export async function recordStageMoves(
  trx: DB,
  storeId: string,
  orderId: string,
  before: readonly Pick<Garment, 'stage'>[],
  after: readonly Pick<Garment, 'stage'>[],
  staffId: string | null,
): Promise<void> {
  const at = nowIso();
  const rows = after.flatMap((g, i) => {
    const from = before[i]?.stage;
    if (!from || from === g.stage) return [];
    return [
      {
        id: newId(),
        store_id: storeId,
        order_id: orderId,
        garment_index: i,
        from_stage: from,
        to_stage: g.stage,
        staff_id: staffId,
        at,
      },
    ];
  });
  if (rows.length) await trx.insertInto('garment_stage_events').values(rows).execute();
}

/**
 * Garments a staff member finished a stage of in a month (YYYY-MM): distinct garments they moved forward at least once
 * in it. A garment moved back and forth by the same person counts once.
 */
export async function finishedGarments(db: DB, storeId: string, staffId: string, period: string): Promise<number> {
  const rows = await db
    .selectFrom('garment_stage_events')
    .select(['order_id', 'garment_index', 'from_stage', 'to_stage'])
    .where('store_id', '=', storeId)
    .where('staff_id', '=', staffId)
    .where('at', '>=', `${period}-01`)
    .where('at', '<', nextMonth(period))
    .execute();
  const rank = (s: string) => GARMENT_STAGES.indexOf(s as (typeof GARMENT_STAGES)[number]);
  const pieces = new Set(
    rows.filter((r) => rank(r.to_stage) > rank(r.from_stage)).map((r) => `${r.order_id}#${r.garment_index}`),
  );
  return pieces.size;
}

/** '2026-11' → '2026-12-01'; '2026-12' → '2027-01-01' (ISO text compares in time order). */
export function nextMonth(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}
