// What a synced table is, as the sync engine sees it (decision 014). Table definitions (api/<domain>/*-sync.ts) import
// these types; the engine (registry, apply-mutation, pull) never imports a table definition.
import type * as v from 'valibot';
import type { Kysely } from 'kysely';
import type { DB } from '../db/database';
import type { StoreMember } from '../context';
import type { RecordData, SyncOp, SyncRecord, SyncTableName } from '#shared/sync';

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
  /** who pushes: null for the store owner, a staff account's membership otherwise */
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
 * Adding an entity (orders, measurements, ...) = its definition in its domain folder, one line in api/synced-tables.ts
 * and its name in shared/sync.ts (decision 014).
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
  /**
   * Fields holding a list that devices only add to, each element with its own `id` (an order's payments). Two
   * devices that each added to it on the same base are both kept — the server's list, then the elements this device
   * added — instead of a conflict that would make the merchant drop one of them (the table's rules then judge the
   * merged list as any other change).
   */
  appendOnly?: readonly string[];
}
