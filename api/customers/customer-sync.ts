import type * as v from 'valibot';
import { SAME_PHONE_SET_BY_SERVER } from '#shared/messages';
import type { RecordData, SyncRecord } from '#shared/sync';
import { CUSTOMER_FIELDS, EMPTY_CUSTOMER, customerSchema } from '#shared/schemas/customer';
import type { CustomersTable } from '../db/tables-core';
import type { SyncTableDef } from '../sync/table-def';
import { sameValue } from '../sync/same-value';
import { recordCustomerMeasurements } from '../atelier/measurement-set-repository';
import type { DB } from '../db/database';
import { sharedPhoneOwner, storePhone } from './same-phone';

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
    same_phone_as: d.samePhoneAs ?? null,
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
      samePhoneAs: r.same_phone_as ?? null,
    };
  },
  // A customer is the merchant's own free-form record. The server keeps two things of it: the phone in the store's
  // normal form (so a storefront order finds the customer the atelier typed), and the « Même téléphone que … » link,
  // which a device may only clear (« Garder séparés »). Measurements typed on it (the merchant's customer form, older
  // devices) also become a new taking in the customer's measurement history.
  rules: {
    validate(change, current) {
      if (change.op === 'delete' || !('samePhoneAs' in change.changes)) return null;
      const wanted = change.changes.samePhoneAs ?? null;
      if (wanted !== null && wanted !== (current?.data.samePhoneAs ?? null)) {
        return { message: SAME_PHONE_SET_BY_SERVER, errors: { samePhoneAs: [SAME_PHONE_SET_BY_SERVER] } };
      }
      return null;
    },
    async apply(change, current, { trx, storeId }) {
      if (change.op === 'delete' || !change.next) return null;
      if ('phone' in change.changes) await settlePhone(trx, storeId, change.id, change.next, current);
      if (!('measurements' in change.changes)) return null;
      const next = (change.next.measurements ?? {}) as Record<string, number>;
      const before = (current?.data.measurements ?? {}) as Record<string, number>;
      if (sameValue(next, before)) return null;
      const taken = await recordCustomerMeasurements(trx, storeId, change.id, next);
      return taken !== null && typeof taken === 'object' ? taken : null;
    },
  },
};

export { SAME_PHONE_SET_BY_SERVER };

/**
 * A phone just written: stored in the store's normal form, and the « Même téléphone que … » link set from it (a new
 * number may be another customer's under another name; a number no longer shared loses the link).
 */
async function settlePhone(trx: DB, storeId: string, id: string, next: RecordData, current: SyncRecord | null) {
  const typed = (next.phone as string | null) ?? null;
  const phone = typed === null ? null : await storePhone(trx, storeId, typed);
  const linked = (next.samePhoneAs as string | null) ?? null;
  // The same number sent again (a form saves every field) keeps the merchant's choice to keep them apart.
  const link =
    current && phone === (current.data.phone ?? null)
      ? linked
      : await sharedPhoneOwner(trx, storeId, {
          id,
          phone,
          firstName: String(next.firstName ?? ''),
          lastName: String(next.lastName ?? ''),
        });
  if (phone === typed && link === linked) return;
  await trx
    .updateTable('customers')
    .set({ phone, same_phone_as: link })
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .execute();
}
