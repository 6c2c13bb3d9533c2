import type { SyncRecord, SyncTableName } from '#shared/sync';
import { STAFF_SYNC_FORBIDDEN, type StorePermission } from '#shared/schemas/staff';
import type { StoreMember } from '../context';
import type { SyncChange, SyncRefusal } from './registry';

/**
 * What a staff account may pull and push (deny by default). The owner (member null) has everything.
 * Reading a table: any of its readers; writing it: its writer — except that 'order_stages' may change an existing
 * order's garments (the order's own rules then allow only their stage and notes to move: never prices or payments).
 */
const READERS: Record<SyncTableName, readonly StorePermission[]> = {
  customers: ['customers', 'measurements', 'orders', 'order_stages'],
  measurement_sets: ['measurements', 'customers', 'orders', 'order_stages'],
  orders: ['orders', 'order_stages', 'calendar'],
};
const WRITER: Record<SyncTableName, StorePermission> = {
  customers: 'customers',
  measurement_sets: 'measurements',
  orders: 'orders',
};
/** Fields of an existing order that 'order_stages' alone may change. */
const STAGE_FIELDS = ['garments'];

const has = (member: StoreMember, p: StorePermission) => member.permissions.includes(p);

/** The synced tables a caller may pull (every one for the owner). */
export function readableTables(member: StoreMember | null): SyncTableName[] | null {
  if (!member) return null;
  return (Object.keys(READERS) as SyncTableName[]).filter((t) => READERS[t].some((p) => has(member, p)));
}

/** A staff account's change its role does not allow → a refusal (a `rejected` sync result); null to let it through. */
export function memberSyncRefusal(
  member: StoreMember | null,
  table: SyncTableName,
  change: SyncChange,
  current: SyncRecord | null,
): SyncRefusal | null {
  if (!member || has(member, WRITER[table])) return null;
  if (
    table === 'orders' &&
    has(member, 'order_stages') &&
    change.op === 'upsert' &&
    current &&
    Object.keys(change.changes).every((f) => STAGE_FIELDS.includes(f))
  ) {
    return null;
  }
  const fields = Object.keys(change.changes);
  return fields.length
    ? { message: STAFF_SYNC_FORBIDDEN, errors: Object.fromEntries(fields.map((f) => [f, [STAFF_SYNC_FORBIDDEN]])) }
    : STAFF_SYNC_FORBIDDEN;
}
