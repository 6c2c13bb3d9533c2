import type * as v from 'valibot';
import type { RecordData, SyncTableName } from '#shared/sync';
import { CUSTOMER_FIELDS, EMPTY_CUSTOMER, customerSchema } from '#shared/schemas/customer';
import type { CustomersTable } from '../db/tables-core';

/**
 * How the sync endpoint handles one synced table. Every synced table has the common columns
 * id, store_id, version, created_at, updated_at, deleted_at; the rest is described here.
 * Adding an entity (orders, measurements, ...) = one entry in `syncTables` + its name in shared/sync.ts.
 */
export interface SyncTableDef {
  /** SQL table name (also the name clients use). */
  name: SyncTableName;
  /** Client field names a mutation may change. */
  fields: readonly string[];
  /** Shared valibot schema validating the whole merged record; its output is the normalised record. */
  schema: v.GenericSchema<unknown, RecordData>;
  /** The record a create starts from before the client's fields are merged in. */
  empty: RecordData;
  /** Record data → the table's own columns (without the common ones). */
  toColumns(data: RecordData): Record<string, unknown>;
  /** A database row → record data. */
  fromRow(row: Record<string, unknown>): RecordData;
}

/** JSON columns hold text; a corrupt value reads as an empty object rather than failing the whole pull. */
function parseJsonObject(text: unknown): Record<string, unknown> {
  try {
    const value = JSON.parse(String(text ?? '{}'));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

const customers: SyncTableDef = {
  name: 'customers',
  fields: CUSTOMER_FIELDS,
  schema: customerSchema as unknown as v.GenericSchema<unknown, RecordData>,
  empty: EMPTY_CUSTOMER,
  toColumns: (d) => ({
    first_name: d.firstName,
    last_name: d.lastName,
    phone: d.phone ?? null,
    email: d.email ?? null,
    city: d.city ?? null,
    address: d.address ?? null,
    gender: d.gender ?? null,
    notes: d.notes ?? null,
    measurements: JSON.stringify(d.measurements ?? {}),
  }),
  fromRow: (raw) => {
    const r = raw as unknown as CustomersTable;
    return {
      firstName: r.first_name,
      lastName: r.last_name,
      phone: r.phone,
      email: r.email,
      city: r.city,
      address: r.address,
      gender: r.gender,
      notes: r.notes,
      measurements: parseJsonObject(r.measurements),
    };
  },
};

export const syncTables: Record<SyncTableName, SyncTableDef> = { customers };

export const syncTableOf = (name: string): SyncTableDef | undefined =>
  Object.prototype.hasOwnProperty.call(syncTables, name) ? syncTables[name as SyncTableName] : undefined;
