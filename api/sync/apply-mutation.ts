import { DATA_INVALID, REJECT_NOT_FOUND, REJECT_UNKNOWN_FIELD, REJECT_UNKNOWN_TABLE } from '#shared/messages';
import * as v from 'valibot';
import type { RecordData, SyncMutation, SyncRecord, SyncResult } from '#shared/sync';
import type { DB } from '../db/database';
import { nextVersion } from '../db/sync-version';
import { lockSyncCounter } from '../db/dialect';
import { issuesToFieldErrors } from '../http/validate';
import { nowIso } from '../ids';
import { sameValue } from './same-value';
import {
  asSyncedTables,
  syncTableOf,
  type SyncedRow,
  type SyncChange,
  type SyncRefusal,
  type SyncRuleContext,
  type SyncTableDef,
} from './registry';
import type { StoreMember } from '../context';
import { memberSyncRefusal } from './member-permissions';
import { changesFrom } from './field-permissions';

export { REJECT_NOT_FOUND, REJECT_UNKNOWN_FIELD, REJECT_UNKNOWN_TABLE };
export const REJECT_INVALID = DATA_INVALID;

/**
 * Applies a pushed batch in order. Each mutation runs in its own SAVEPOINT (a nested transaction: it applies whole
 * or not at all) and its result is stored under (store, mutationId) in that same savepoint, so a replay returns the
 * stored result and changes nothing. The batch commits once: with `synchronous = FULL` every commit is a disk flush,
 * and one flush per batch instead of one per mutation is what makes batching pay (bench/sync.bench.ts).
 * An unexpected failure keeps the mutations before it (committed) and rethrows; the client retries the rest.
 */
export async function applyBatch(
  db: DB,
  storeId: string,
  clientId: string,
  mutations: SyncMutation[],
  member: StoreMember | null = null,
): Promise<SyncResult[]> {
  const trx = await db.startTransaction().execute();
  const results: SyncResult[] = [];
  let failure: unknown = null;
  try {
    // Before reading any row a mutation depends on: concurrent pushes apply one after the other, as on SQLite.
    await lockSyncCounter(trx, storeId);
    for (const [i, m] of mutations.entries()) {
      const name = `m${i}`;
      // Savepoint names are data here; Kysely's typed savepoint tracking cannot follow a loop.
      const sp = (await trx.savepoint(name).execute()) as unknown as ControlledSavepoint;
      try {
        results.push(await applyMutationIn(sp, storeId, clientId, m, member));
      } catch (error) {
        await sp.rollbackToSavepoint(name).execute();
        if (!(error instanceof RuleRefusal)) {
          failure = error;
          break;
        }
        // A table rule refused: the row and the rule's side effects are undone; the refusal is the answer.
        results.push(await storeResult(sp, storeId, m, error.result));
      }
      await sp.releaseSavepoint(name).execute();
    }
    await trx.commit().execute();
  } catch (error) {
    await trx.rollback().execute();
    throw error;
  }
  if (failure) throw failure;
  return results;
}

type ControlledSavepoint = DB & {
  releaseSavepoint(name: string): { execute(): Promise<unknown> };
  rollbackToSavepoint(name: string): { execute(): Promise<unknown> };
};

/**
 * Applies one mutation inside the caller's transaction, or returns the result stored for its id. A table rule's
 * refusal throws RuleRefusal: the caller rolls back to its savepoint and stores that answer (see applyBatch).
 */
export async function applyMutationIn(
  trx: DB,
  storeId: string,
  clientId: string,
  m: SyncMutation,
  member: StoreMember | null = null,
): Promise<SyncResult> {
  const stored = await trx
    .selectFrom('sync_mutations')
    .select('result')
    .where('store_id', '=', storeId)
    .where('mutation_id', '=', m.mutationId)
    .executeTakeFirst();
  if (stored) return JSON.parse(stored.result) as SyncResult;

  return storeResult(trx, storeId, m, await decide(trx, storeId, clientId, m, member));
}

/** Keeps a mutation's answer under its id, so that a replay answers the same and changes nothing. */
async function storeResult(trx: DB, storeId: string, m: SyncMutation, result: SyncResult): Promise<SyncResult> {
  await trx
    .insertInto('sync_mutations')
    .values({
      store_id: storeId,
      mutation_id: m.mutationId,
      table_name: m.table.slice(0, 64),
      row_id: m.id,
      status: result.status,
      result: JSON.stringify(result),
      created_at: nowIso(),
    })
    .execute();
  return result;
}

/** Thrown when a table rule refuses: applyBatch rolls the mutation back, then stores this answer. */
class RuleRefusal extends Error {
  constructor(readonly result: SyncResult) {
    super(result.status === 'rejected' ? result.message : 'refused');
  }
}

/**
 * Runs one of the table's rule hooks; a refusal throws RuleRefusal with the `rejected` answer (the current record
 * attached, so the client sees the server's state).
 */
async function runRule(
  def: SyncTableDef,
  hook: 'validate' | 'apply',
  change: SyncChange,
  current: SyncRecord | null,
  trx: DB,
  storeId: string,
  clientId: string,
  m: SyncMutation,
  member: StoreMember | null,
): Promise<void> {
  const rule = def.rules[hook];
  // A staff account's role is judged first, before the table's own rules (deny by default).
  const roleRefusal = hook === 'validate' ? memberSyncRefusal(member, def.name, change, current) : null;
  if (!rule && !roleRefusal) return;
  const ctx: SyncRuleContext = { trx, storeId, clientId, mutationId: m.mutationId, member };
  const refusal: SyncRefusal | null | undefined | void = roleRefusal ?? (await rule!(change, current, ctx));
  if (refusal === null || refusal === undefined) return;
  const { message, errors } = typeof refusal === 'string' ? { message: refusal, errors: undefined } : refusal;
  throw new RuleRefusal(
    errors
      ? { mutationId: m.mutationId, status: 'rejected', message, errors, record: current }
      : { mutationId: m.mutationId, status: 'rejected', message, record: current },
  );
}

// Synced tables share their common columns; the table name is data (from the registry).
const dyn = (trx: DB) => asSyncedTables(trx);

function toRecord(def: SyncTableDef, row: SyncedRow): SyncRecord {
  return {
    table: def.name,
    id: row.id,
    version: row.version,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
    data: def.fromRow(row),
  };
}

async function decide(
  trx: DB,
  storeId: string,
  clientId: string,
  m: SyncMutation,
  member: StoreMember | null,
): Promise<SyncResult> {
  const rejected = (
    message: string,
    record: SyncRecord | null = null,
    errors?: Record<string, string[]>,
  ): SyncResult =>
    errors
      ? { mutationId: m.mutationId, status: 'rejected', message, errors, record }
      : { mutationId: m.mutationId, status: 'rejected', message, record };

  const def = syncTableOf(m.table);
  if (!def) return rejected(REJECT_UNKNOWN_TABLE);

  const row = (await dyn(trx).selectFrom(def.name).selectAll().where('id', '=', m.id).executeTakeFirst()) as
    SyncedRow | undefined;
  // Another store's id answers exactly as if it did not exist (and the client cannot take it over).
  if (row && row.store_id !== storeId) return rejected(REJECT_NOT_FOUND);

  if (m.op === 'delete') {
    if (!row) return { mutationId: m.mutationId, status: 'applied', record: null };
    if (row.deleted_at) return { mutationId: m.mutationId, status: 'applied', record: toRecord(def, row) };
    // A delete wins over concurrent edits: the merchant explicitly removed the record (unless a table rule refuses).
    const current = toRecord(def, row);
    const change: SyncChange = { op: 'delete', id: m.id, changes: {}, next: null };
    await runRule(def, 'validate', change, current, trx, storeId, clientId, m, member);
    const now = nowIso();
    const version = await nextVersion(trx, storeId);
    await dyn(trx)
      .updateTable(def.name)
      .set({ deleted_at: now, updated_at: now, version })
      .where('id', '=', m.id)
      .execute();
    await runRule(def, 'apply', change, current, trx, storeId, clientId, m, member);
    return {
      mutationId: m.mutationId,
      status: 'applied',
      record: toRecord(def, { ...row, deleted_at: now, updated_at: now, version }),
    };
  }

  // A role that sees no amount sends records without them: the stored ones are put back (field-permissions.ts).
  const changes = changesFrom(member, def.name, m.changes ?? {}, row && !row.deleted_at ? def.fromRow(row) : null);
  const unknownFields = Object.keys(changes).filter((k) => !def.fields.includes(k));
  if (unknownFields.length) {
    return rejected(
      REJECT_UNKNOWN_FIELD,
      row ? toRecord(def, row) : null,
      Object.fromEntries(unknownFields.map((k) => [k, [REJECT_UNKNOWN_FIELD]])),
    );
  }

  if (!row) return create(trx, def, storeId, clientId, m, changes, rejected, member);

  const current = toRecord(def, row);
  // Editing a record deleted on the server: the tombstone wins; the client is told so it can show the conflict.
  if (row.deleted_at) {
    return { mutationId: m.mutationId, status: 'conflict', record: current, conflictFields: Object.keys(changes) };
  }

  const parsed = v.safeParse(def.schema, { ...current.data, ...changes });
  if (!parsed.success) return rejected(REJECT_INVALID, current, issuesToFieldErrors(parsed.issues));
  const proposed = parsed.output;

  const fieldVersions = await trx
    .selectFrom('sync_field_versions')
    .select(['field', 'version', 'client_id'])
    .where('table_name', '=', def.name)
    .where('row_id', '=', m.id)
    .execute();
  const byField = new Map(fieldVersions.map((f) => [f.field, f]));

  const applied: string[] = [];
  const conflictFields: string[] = [];
  for (const field of Object.keys(changes)) {
    if (sameValue(proposed[field], current.data[field])) continue;
    // Rows written outside sync have no field log: their row version stands for every field.
    const last = byField.get(field) ?? { version: row.version, client_id: '' };
    // The client's own earlier mutations are not conflicts (it queues several edits on the same baseVersion).
    if (last.version <= m.baseVersion || last.client_id === clientId) applied.push(field);
    else if (def.appendOnly?.includes(field)) {
      // Both devices added to the list: the server's elements, then this device's new ones (none: nothing to write).
      const added = appendedTo(current.data[field], proposed[field]);
      if (added.length === 0) continue;
      proposed[field] = [...(Array.isArray(current.data[field]) ? current.data[field] : []), ...added];
      applied.push(field);
    } else conflictFields.push(field);
  }

  if (applied.length === 0) {
    return conflictFields.length
      ? { mutationId: m.mutationId, status: 'conflict', record: current, conflictFields }
      : { mutationId: m.mutationId, status: 'applied', record: current };
  }

  const merged: RecordData = { ...current.data };
  for (const field of applied) merged[field] = proposed[field];
  // Fields are validated together again: a table may have rules across fields.
  const final = v.safeParse(def.schema, merged);
  if (!final.success) return rejected(REJECT_INVALID, current, issuesToFieldErrors(final.issues));
  const change: SyncChange = {
    op: 'upsert',
    id: m.id,
    changes: Object.fromEntries(applied.map((f) => [f, final.output[f]])),
    next: final.output,
  };
  await runRule(def, 'validate', change, current, trx, storeId, clientId, m, member);

  const now = nowIso();
  // Fields this row never logged (it was written outside sync: a shopper's order, the seed) were last changed at its
  // current version at most. Log that before this write raises the row version: otherwise the fallback above would
  // later take this edit of other fields for a change of theirs, and another device's edit of them for a conflict.
  const unlogged = def.fields.filter((f) => !byField.has(f) && !applied.includes(f));
  await recordFieldVersions(trx, def, m.id, unlogged, row.version, '');
  const version = await nextVersion(trx, storeId);
  await dyn(trx)
    .updateTable(def.name)
    .set({ ...def.toColumns(final.output), version, updated_at: now })
    .where('id', '=', m.id)
    .execute();
  await recordFieldVersions(trx, def, m.id, applied, version, clientId);
  await runRule(def, 'apply', change, current, trx, storeId, clientId, m, member);
  const record: SyncRecord = {
    table: def.name,
    id: m.id,
    version,
    updatedAt: now,
    deletedAt: null,
    data: await writtenData(trx, def, m.id, final.output),
  };
  return conflictFields.length
    ? { mutationId: m.mutationId, status: 'conflict', record, conflictFields }
    : { mutationId: m.mutationId, status: 'applied', record };
}

/** The elements of `mine` (by `id`) that the server's list does not hold yet, in their order. */
function appendedTo(server: unknown, mine: unknown): unknown[] {
  const idOf = (x: unknown) => (x && typeof x === 'object' ? (x as { id?: unknown }).id : undefined);
  const held = new Set(Array.isArray(server) ? server.map(idOf) : []);
  return Array.isArray(mine) ? mine.filter((x) => idOf(x) === undefined || !held.has(idOf(x))) : [];
}

async function create(
  trx: DB,
  def: SyncTableDef,
  storeId: string,
  clientId: string,
  m: SyncMutation,
  changes: RecordData,
  rejected: (message: string, record?: SyncRecord | null, errors?: Record<string, string[]>) => SyncResult,
  member: StoreMember | null,
): Promise<SyncResult> {
  const parsed = v.safeParse(def.schema, { ...def.empty, ...changes });
  if (!parsed.success) return rejected(REJECT_INVALID, null, issuesToFieldErrors(parsed.issues));
  const change: SyncChange = { op: 'upsert', id: m.id, changes: parsed.output, next: parsed.output };
  await runRule(def, 'validate', change, null, trx, storeId, clientId, m, member);
  const now = nowIso();
  const version = await nextVersion(trx, storeId);
  await dyn(trx)
    .insertInto(def.name)
    .values({
      id: m.id,
      store_id: storeId,
      ...def.toColumns(parsed.output),
      version,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .execute();
  await recordFieldVersions(trx, def, m.id, def.fields, version, clientId);
  await runRule(def, 'apply', change, null, trx, storeId, clientId, m, member);
  return {
    mutationId: m.mutationId,
    status: 'applied',
    record: {
      table: def.name,
      id: m.id,
      version,
      updatedAt: now,
      deletedAt: null,
      data: await writtenData(trx, def, m.id, parsed.output),
    },
  };
}

/**
 * The record as written: an `apply` rule may complete the row it just wrote (e.g. an order's status history), so
 * the answer reads it back; tables without one answer what was validated.
 */
async function writtenData(trx: DB, def: SyncTableDef, id: string, validated: RecordData): Promise<RecordData> {
  if (!def.rules.apply) return validated;
  const row = await asSyncedTables(trx).selectFrom(def.name).selectAll().where('id', '=', id).executeTakeFirst();
  return row ? def.fromRow(row) : validated;
}

async function recordFieldVersions(
  trx: DB,
  def: SyncTableDef,
  rowId: string,
  fields: readonly string[],
  version: number,
  clientId: string,
) {
  if (fields.length === 0) return;
  await trx
    .insertInto('sync_field_versions')
    .values(fields.map((field) => ({ table_name: def.name, row_id: rowId, field, version, client_id: clientId })))
    .onConflict((oc) =>
      oc
        .columns(['table_name', 'row_id', 'field'])
        .doUpdateSet((eb) => ({ version: eb.ref('excluded.version'), client_id: eb.ref('excluded.client_id') })),
    )
    .execute();
}
