import type * as v from 'valibot';
import type { Kysely } from 'kysely';
import type { DB } from '../db/database';
import type { StoreMember } from '../context';
import type { RecordData, SyncOp, SyncRecord, SyncTableName } from '#shared/sync';
import { CUSTOMER_FIELDS, EMPTY_CUSTOMER, customerSchema } from '#shared/schemas/customer';
import type { CustomersTable } from '../db/tables-core';
import { ordersSyncTable } from '../orders/order-sync';
import { measurementSetsSyncTable } from '../atelier/measurement-set-sync';
import { recordCustomerMeasurements } from '../atelier/measurement-set-repository';
import { sameValue } from './same-value';

/** Columns every synced table has; the rest are the table's own (toColumns / fromRow). */
export interface SyncedRow {
  id: string;
  store_id: string;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  [column: string]: unknown;
}

/**
 * The database seen through the synced tables' common columns: the sync code picks a table by name (data from this
 * registry), which the typed `Database` cannot follow.
 */
export const asSyncedTables = (db: DB) => db as unknown as Kysely<Record<SyncTableName, SyncedRow>>;

/** One change as a table's rules see it, after the shared schema and the per-field merge accepted it. */
export interface SyncChange {
  op: SyncOp;
  /** The row's id. */
  id: string;
  /** The fields this mutation writes, with their validated values (empty for a delete). */
  changes: RecordData;
  /** The whole record as it is about to be written (validated, merged); null for a delete. */
  next: RecordData | null;
}

/** What a rule may use: the push's transaction and whose data it is. */
export interface SyncRuleContext {
  /**
   * The transaction the mutation runs in (its own savepoint). Reads see the mutation's writes; what a rule writes
   * commits with the mutation, and is undone with it when the mutation is refused or fails.
   */
  trx: DB;
  /** The token's store: every row a rule reads or writes must belong to it. */
  storeId: string;
  clientId: string;
  mutationId: string;
  /** who pushes: null for the store owner, a staff account's membership otherwise (issue 12) */
  member: StoreMember | null;
}

/** A rule's refusal: the French reason the merchant reads (review screen), and per-field messages if any. */
export type SyncRefusal = string | { message: string; errors?: Record<string, string[]> };

type RuleAnswer = SyncRefusal | null | undefined | void;

/**
 * A table's own rules (decision 014), beyond its shared schema: both hooks run inside the mutation's transaction and
 * answer nothing to accept, or a refusal, which becomes a `rejected` sync result with that reason and undoes
 * everything the mutation and its hooks wrote. A thrown error fails the push instead (the client retries).
 */
export interface SyncTableRules {
  /**
   * Judges a change against the current row (null for a create) before anything is written: forward-only status,
   * a reference (customer id) that must belong to the same store, ...
   */
  validate?(change: SyncChange, current: SyncRecord | null, ctx: SyncRuleContext): Promise<RuleAnswer> | RuleAnswer;
  /**
   * Runs right after the row is written, in the same transaction: side effects such as reserving stock. Refusing
   * here (stock ran out) rolls back the row and every side effect together.
   */
  apply?(change: SyncChange, current: SyncRecord | null, ctx: SyncRuleContext): Promise<RuleAnswer> | RuleAnswer;
}

/**
 * How the sync endpoint handles one synced table. Every synced table has the common columns
 * id, store_id, version, created_at, updated_at, deleted_at; the rest is described here.
 * Adding an entity (orders, measurements, ...) = one entry in `syncTables` + its name in shared/sync.ts (decision 014).
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
  /** The table's rules hook; `{}` when the shared schema says everything. */
  rules: SyncTableRules;
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

/** Every synced table of the shared list, and only those: a name added to SYNC_TABLES without its entry fails tsc. */
export const syncTables: Record<SyncTableName, SyncTableDef> = {
  customers,
  orders: ordersSyncTable,
  measurement_sets: measurementSetsSyncTable,
};

export const syncTableOf = (name: string): SyncTableDef | undefined =>
  Object.prototype.hasOwnProperty.call(syncTables, name) ? syncTables[name as SyncTableName] : undefined;
