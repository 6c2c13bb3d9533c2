import type { SyncTableName } from './sync';
import type { StorePermission } from './schemas/staff';

/**
 * Roles down to the field: a staff account whose role lacks the money permission sees no amount anywhere —
 * neither on its screens nor in what its sync pull carries. The server removes these fields from every record it sends
 * such an account (api/sync/field-permissions.ts) and puts them back from the stored row when the account writes the
 * record (a stage move sends the garments it holds, without their prices).
 *
 * THE list of amount fields of the synced records, in one place: a new amount field of a synced table (delivery fee,
 * discount, …) is one more name here.
 */
export const MONEY_PERMISSION: StorePermission = 'orders';

export interface AmountFields {
  /** top-level fields that are amounts or carry only amounts (removed whole) */
  fields: readonly string[];
  /** arrays of objects: the amount keys of each element (removed from each element) */
  nested: Readonly<Record<string, readonly string[]>>;
}

export const AMOUNT_FIELDS: Record<SyncTableName, AmountFields> = {
  customers: { fields: [], nested: {} },
  measurement_sets: { fields: [], nested: {} },
  orders: {
    fields: ['total', 'payments', 'deliveryFee', 'discount', 'payment'],
    nested: { lines: ['unitPrice'], garments: ['price'] },
  },
};

/** Whether a member (null: the store's owner) may see amounts. */
export const seesAmounts = (member: { owner?: boolean; permissions: readonly string[] } | null | undefined) =>
  !member || member.owner === true || member.permissions.includes(MONEY_PERMISSION);

/**
 * The amounts of the atelier's reference data, read outside the sync (REST answers kept on the device): a clothing
 * model's default price. The server removes them for a member that sees no amount, and keeps the stored ones when
 * such a member (a role with 'settings' but not the money permission) saves the item.
 */
export const REFERENCE_AMOUNT_FIELDS = { clothingTypes: ['defaultPrice'] } as const;

/** A reference item without its amounts (a new object). */
export function referenceWithoutAmounts<T extends object>(kind: keyof typeof REFERENCE_AMOUNT_FIELDS, item: T): T {
  const hidden: readonly string[] = REFERENCE_AMOUNT_FIELDS[kind];
  return Object.fromEntries(Object.entries(item).filter(([k]) => !hidden.includes(k))) as T;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A record's data without its amounts (a new object; the input is not changed). */
export function withoutAmounts(table: string, data: Record<string, unknown>): Record<string, unknown> {
  const spec = AMOUNT_FIELDS[table as SyncTableName];
  if (!spec || (!spec.fields.length && !Object.keys(spec.nested).length)) return data;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (spec.fields.includes(key)) continue;
    const inner = spec.nested[key];
    out[key] =
      inner && Array.isArray(value)
        ? value.map((el) =>
            isObject(el) ? Object.fromEntries(Object.entries(el).filter(([k]) => !inner.includes(k))) : el,
          )
        : value;
  }
  return out;
}

/**
 * The changes of an account that sees no amount, with the amounts it could not send put back from the stored record:
 * each element of a nested array (by position) takes the amounts of the stored element at the same position when it
 * has none. What stays different (an element added, an amount sent) is then judged by the table's own rules.
 */
export function withStoredAmounts(
  table: string,
  changes: Record<string, unknown>,
  stored: Record<string, unknown> | null,
): Record<string, unknown> {
  const spec = AMOUNT_FIELDS[table as SyncTableName];
  if (!spec || !stored) return changes;
  let out = changes;
  for (const [key, inner] of Object.entries(spec.nested)) {
    const sent = changes[key];
    const kept = stored[key];
    if (!Array.isArray(sent) || !Array.isArray(kept)) continue;
    out = {
      ...out,
      [key]: sent.map((el, i) => {
        const was = kept[i];
        if (!isObject(el) || !isObject(was)) return el;
        const missing = inner.filter((k) => !(k in el) && k in was);
        return missing.length ? { ...el, ...Object.fromEntries(missing.map((k) => [k, was[k]])) } : el;
      }),
    };
  }
  return out;
}
