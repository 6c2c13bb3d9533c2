import type * as v from 'valibot';
import type { RecordData } from '#shared/sync';
import { CUSTOMER_FIELDS, EMPTY_CUSTOMER, customerSchema } from '#shared/schemas/customer';
import type { CustomersTable } from '../db/tables-core';
import type { SyncTableDef } from '../sync/table-def';
import { sameValue } from '../sync/same-value';
import { recordCustomerMeasurements } from '../atelier/measurement-set-repository';

/** JSON columns hold text; a corrupt value reads as an empty object rather than failing the whole pull. */
function parseJsonObject(text: unknown): Record<string, unknown> {
  try {
    const value = JSON.parse(String(text ?? '{}'));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

/** Customers, the first synced table (decision 003): the merchant's own records, edited offline. */
export const customersSyncTable: SyncTableDef = {
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
  // A customer is the merchant's own free-form record: its shared schema says everything. Measurements typed on it
  // (the merchant's customer form, older devices) also become a new taking in the customer's measurement history.
  rules: {
    async apply(change, current, { trx, storeId }) {
      if (change.op === 'delete' || !('measurements' in change.changes) || !change.next) return null;
      const next = (change.next.measurements ?? {}) as Record<string, number>;
      const before = (current?.data.measurements ?? {}) as Record<string, number>;
      if (sameValue(next, before)) return null;
      const taken = await recordCustomerMeasurements(trx, storeId, change.id, next);
      return taken !== null && typeof taken === 'object' ? taken : null;
    },
  },
};
