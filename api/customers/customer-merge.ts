import type { DB } from '../db/database';
import type { CustomersTable } from '../db/tables-core';
import { nextVersion } from '../db/sync-version';
import { logApiFields } from '../db/api-field-log';
import { nowIso } from '../ids';
import { notFound, unprocessable } from '../http/errors';
import { MERGE_CUSTOMER_UNKNOWN, MERGE_SAME_CUSTOMER } from '#shared/schemas/customer-merge';

const liveCustomer = (db: DB, storeId: string, id: string) =>
  db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/** The customer's text details kept when merging: the kept customer's own, else the merged one's. */
const DETAILS = ['phone', 'email', 'city', 'address', 'gender', 'notes'] as const;
const FIELD_OF: Record<(typeof DETAILS)[number], string> = {
  phone: 'phone',
  email: 'email',
  city: 'city',
  address: 'address',
  gender: 'gender',
  notes: 'notes',
};

/**
 * Merges customer `fromId` into `intoId` (both the store's, live, different): its orders and measurement takings
 * move to `intoId`, which takes the details it lacks and the measurements it does not have; `fromId` is deleted (a
 * tombstone, decision 003) and whoever was flagged « Même téléphone que » it now points to `intoId`. Every row
 * written takes a new version, so every device pulls the result.
 */
export async function mergeCustomers(trx: DB, storeId: string, fromId: string, intoId: string) {
  if (fromId === intoId) throw unprocessable({ intoId: [MERGE_SAME_CUSTOMER] }, MERGE_SAME_CUSTOMER);
  const from = await liveCustomer(trx, storeId, fromId);
  if (!from) throw notFound(MERGE_CUSTOMER_UNKNOWN);
  const into = await liveCustomer(trx, storeId, intoId);
  if (!into) throw unprocessable({ intoId: [MERGE_CUSTOMER_UNKNOWN] }, MERGE_CUSTOMER_UNKNOWN);
  const now = nowIso();

  const orders = await trx
    .selectFrom('orders')
    .select('id')
    .where('store_id', '=', storeId)
    .where('customer_id', '=', fromId)
    .execute();
  for (const o of orders) {
    const version = await nextVersion(trx, storeId);
    await trx
      .updateTable('orders')
      .set({ customer_id: intoId, version, updated_at: now })
      .where('id', '=', o.id)
      .where('store_id', '=', storeId)
      .execute();
    await logApiFields(trx, 'orders', o.id, ['customerId'], version);
  }
  const sets = await trx
    .selectFrom('measurement_sets')
    .select('id')
    .where('store_id', '=', storeId)
    .where('customer_id', '=', fromId)
    .execute();
  for (const s of sets) {
    const version = await nextVersion(trx, storeId);
    await trx
      .updateTable('measurement_sets')
      .set({ customer_id: intoId, version, updated_at: now })
      .where('id', '=', s.id)
      .where('store_id', '=', storeId)
      .execute();
    await logApiFields(trx, 'measurement_sets', s.id, ['customerId'], version);
  }

  const filled: Partial<CustomersTable> = {};
  const fields: string[] = [];
  for (const d of DETAILS) {
    if (!into[d] && from[d]) {
      filled[d] = from[d];
      fields.push(FIELD_OF[d]);
    }
  }
  const theirs = parseMeasurements(from.measurements);
  const mine = parseMeasurements(into.measurements);
  if (Object.keys(theirs).some((k) => !(k in mine))) {
    filled.measurements = JSON.stringify({ ...theirs, ...mine });
    fields.push('measurements');
  }
  if (into.same_phone_as === fromId) {
    filled.same_phone_as = null;
    fields.push('samePhoneAs');
  }
  const intoVersion = await nextVersion(trx, storeId);
  await trx
    .updateTable('customers')
    .set({ ...filled, version: intoVersion, updated_at: now })
    .where('id', '=', intoId)
    .where('store_id', '=', storeId)
    .execute();
  await logApiFields(trx, 'customers', intoId, fields, intoVersion);

  const flagged = await trx
    .selectFrom('customers')
    .select('id')
    .where('store_id', '=', storeId)
    .where('same_phone_as', '=', fromId)
    .where('id', '!=', intoId)
    .execute();
  for (const f of flagged) {
    const version = await nextVersion(trx, storeId);
    await trx
      .updateTable('customers')
      .set({ same_phone_as: intoId, version, updated_at: now })
      .where('id', '=', f.id)
      .where('store_id', '=', storeId)
      .execute();
    await logApiFields(trx, 'customers', f.id, ['samePhoneAs'], version);
  }
  await trx
    .updateTable('customers')
    .set({ deleted_at: now, version: await nextVersion(trx, storeId), updated_at: now })
    .where('id', '=', fromId)
    .where('store_id', '=', storeId)
    .execute();
  return { movedOrders: orders.length, movedMeasurementSets: sets.length };
}

function parseMeasurements(text: string): Record<string, number> {
  try {
    const value = JSON.parse(text || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}
