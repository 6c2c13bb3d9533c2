import type * as v from 'valibot';
import type { DB } from '../db/database';
import type { RecordData } from '#shared/sync';
import {
  EMPTY_MEASUREMENT_SET,
  MEASURE_CUSTOMER_UNKNOWN,
  MEASURE_PART_UNKNOWN,
  MEASURE_SET_LOCKED,
  MEASURE_TYPE_UNKNOWN,
  MEASUREMENT_SET_FIELDS,
  MEASUREMENT_SET_LOCKED_FIELDS,
  measurementSetSchema,
  type MeasurementSet,
  type MeasurementValue,
} from '#shared/schemas/measurement-set';
import type { MeasurementSetsTable } from '../db/tables-atelier';
import type { SyncTableDef } from '../sync/table-def';
import { customerOfStore } from '../orders/order-repository';

function parseValues(text: unknown): MeasurementValue[] {
  try {
    const value = JSON.parse(String(text ?? '[]'));
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/**
 * Measurement sets as a synced table (decision 014): a tablet takes a customer's measurements offline; the
 * server checks that the customer, the clothing type and every part belong to the token's store, and keeps history:
 * once a set is on the server, its taking (date, who, type, values) never changes — a new taking is a new set. Only
 * its notes may change; a set taken by mistake may be deleted (a tombstone, the row stays).
 */
export const measurementSetsSyncTable: SyncTableDef = {
  name: 'measurement_sets',
  fields: MEASUREMENT_SET_FIELDS,
  schema: measurementSetSchema as unknown as v.GenericSchema<unknown, RecordData>,
  empty: EMPTY_MEASUREMENT_SET as unknown as RecordData,
  toColumns: (data) => {
    const d = data as unknown as MeasurementSet;
    return {
      customer_id: d.customerId,
      taken_at: d.takenAt,
      taken_by: d.takenBy ?? null,
      clothing_type_id: d.clothingTypeId ?? null,
      clothing_type_name: d.clothingTypeName ?? null,
      measure_values: JSON.stringify(d.values ?? []),
      notes: d.notes ?? null,
    };
  },
  fromRow: (raw) => {
    const r = raw as unknown as MeasurementSetsTable;
    const set: MeasurementSet = {
      customerId: r.customer_id,
      takenAt: r.taken_at,
      takenBy: r.taken_by,
      clothingTypeId: r.clothing_type_id,
      clothingTypeName: r.clothing_type_name,
      values: parseValues(r.measure_values),
      notes: r.notes,
    };
    return set as unknown as RecordData;
  },
  rules: {
    async validate(change, current, { trx, storeId }) {
      if (change.op === 'delete') return null;
      if (current) {
        const locked = Object.keys(change.changes).filter((f) =>
          (MEASUREMENT_SET_LOCKED_FIELDS as readonly string[]).includes(f),
        );
        return locked.length
          ? { message: MEASURE_SET_LOCKED, errors: Object.fromEntries(locked.map((f) => [f, [MEASURE_SET_LOCKED]])) }
          : null;
      }
      const next = change.next as unknown as MeasurementSet;
      if (!(await customerOfStore(trx, storeId, next.customerId)))
        return { message: MEASURE_CUSTOMER_UNKNOWN, errors: { customerId: [MEASURE_CUSTOMER_UNKNOWN] } };
      if (next.clothingTypeId && !(await clothingTypeOfStore(trx, storeId, next.clothingTypeId)))
        return { message: MEASURE_TYPE_UNKNOWN, errors: { clothingTypeId: [MEASURE_TYPE_UNKNOWN] } };
      const partIds = [...new Set(next.values.map((x) => x.partId).filter((id): id is string => Boolean(id)))];
      if (partIds.length) {
        const found = await trx
          .selectFrom('atelier_parts')
          .select('id')
          .where('store_id', '=', storeId)
          .where('id', 'in', partIds)
          .execute();
        if (found.length !== partIds.length)
          return { message: MEASURE_PART_UNKNOWN, errors: { values: [MEASURE_PART_UNKNOWN] } };
      }
      return null;
    },
  },
};

async function clothingTypeOfStore(trx: DB, storeId: string, id: string) {
  return trx
    .selectFrom('atelier_clothing_types')
    .select('id')
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
}
