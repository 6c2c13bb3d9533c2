import * as v from 'valibot';
import { customerSchema, type Customer, type CustomerInput } from '#shared/schemas/customer';

/** What the customer form edits: measurements as rows (name + value) so the merchant can add and remove them. */
export interface CustomerFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  city: string;
  address: string;
  gender: '' | 'male' | 'female';
  notes: string;
  measurements: { name: string; value: number | '' }[];
}

export const EMPTY_FORM: CustomerFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  city: '',
  address: '',
  gender: '',
  notes: '',
  measurements: [],
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A stored customer (or any partial data, e.g. a rejected change) → form values. */
export function toFormValues(data: Record<string, unknown>): CustomerFormValues {
  const m =
    data.measurements && typeof data.measurements === 'object' ? (data.measurements as Record<string, unknown>) : {};
  const gender = data.gender === 'male' || data.gender === 'female' ? data.gender : '';
  return {
    firstName: text(data.firstName),
    lastName: text(data.lastName),
    phone: text(data.phone),
    email: text(data.email),
    city: text(data.city),
    address: text(data.address),
    gender,
    notes: text(data.notes),
    measurements: Object.entries(m).map(([name, value]) => ({ name, value: typeof value === 'number' ? value : '' })),
  };
}

/** Form values → the shared schema's input (measurement rows back to an object). */
export function toCustomerInput(values: CustomerFormValues): CustomerInput {
  const measurements: Record<string, number> = {};
  for (const row of values.measurements) {
    if (!row.name.trim() && row.value === '') continue; // an untouched empty row
    measurements[row.name.trim()] = row.value === '' ? Number.NaN : Number(row.value);
  }
  return { ...values, measurements };
}

/**
 * Validates with the shared schema (the same one the sync endpoint applies) and places each message on its form
 * field; a measurement's message goes on its row.
 */
export function validateCustomerForm(values: CustomerFormValues): Record<string, string> {
  const result = v.safeParse(customerSchema, toCustomerInput(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    let key = path;
    if (path.startsWith('measurements.')) {
      const name = path.slice('measurements.'.length);
      const index = values.measurements.findIndex((r) => r.name.trim() === name);
      key = index >= 0 ? `measurements.${index}.value` : 'measurements';
    } else if (path === '') {
      key = 'measurements';
    }
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Parsed, normalised customer from valid form values. */
export function parseCustomerForm(values: CustomerFormValues): Customer {
  return v.parse(customerSchema, toCustomerInput(values));
}

/** Only the fields that differ from `before`: an edit sends just what the merchant changed (per-field merge). */
export function changedFields(before: Record<string, unknown> | null, after: Customer): Partial<Customer> {
  if (!before) return after;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(value ?? null) !== JSON.stringify(before[key] ?? null) || !(key in before)) out[key] = value;
  }
  return out as Partial<Customer>;
}
