import type { DB } from '../db/database';
import { nextVersion } from '../db/sync-version';
import { newId, nowIso } from '../ids';
import * as v from 'valibot';
import { measurementSetSchema, normalizePartName, type MeasurementValue } from '#shared/schemas/measurement-set';
import { issuesToFieldErrors } from '../http/validate';

/** A taking refused: its French reason, per field of the customer record (`measurements`). */
export interface MeasurementRefusal {
  message: string;
  errors: Record<string, string[]>;
}

/**
 * Measurements typed on the customer's own form (the merchant's customer screen, older devices) become a new taking in
 * the customer's history, matched to the store's parts by name: every measurement ever typed lands in the measurement
 * sets, which the atelier reads — for a store whose atelier is on (others have no history to keep). Runs inside the sync push's transaction (the customers' apply hook).
 */
export async function recordCustomerMeasurements(
  trx: DB,
  storeId: string,
  customerId: string,
  measurements: Record<string, number>,
): Promise<string | null | MeasurementRefusal> {
  const entries = Object.entries(measurements).filter(([, value]) => typeof value === 'number' && value > 0);
  if (entries.length === 0) return null;
  const store = await trx.selectFrom('stores').select('atelier_enabled').where('id', '=', storeId).executeTakeFirst();
  if (store?.atelier_enabled !== 1) return null;
  const parts = await trx
    .selectFrom('atelier_parts')
    .select(['id', 'name', 'unit'])
    .where('store_id', '=', storeId)
    .execute();
  const byName = new Map(parts.map((p) => [normalizePartName(p.name), p]));
  const values: MeasurementValue[] = entries.map(([name, value]) => {
    const part = byName.get(normalizePartName(name));
    return part
      ? { partId: part.id, name: part.name, unit: part.unit, value }
      : { partId: null, name: name.trim().slice(0, 60), unit: 'cm', value };
  });
  // The same limits as any taking (at most MEASUREMENT_VALUES_MAX values, each within its bounds), whatever path the
  // customer record came by: never a set the measurement screens could not have made.
  const checked = v.safeParse(measurementSetSchema.entries.values, values);
  if (!checked.success) {
    const reasons = [...new Set(Object.values(issuesToFieldErrors(checked.issues)).flat())];
    return { message: reasons[0]!, errors: { measurements: reasons } };
  }
  const now = nowIso();
  const id = newId();
  await trx
    .insertInto('measurement_sets')
    .values({
      id,
      store_id: storeId,
      customer_id: customerId,
      taken_at: now,
      taken_by: null,
      clothing_type_id: null,
      clothing_type_name: null,
      measure_values: JSON.stringify(values),
      notes: 'Mesures saisies sur la fiche client.',
      version: await nextVersion(trx, storeId),
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .execute();
  return id;
}
