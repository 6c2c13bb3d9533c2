import { seesAmounts, withoutAmounts, withStoredAmounts } from '#shared/amount-fields';
import type { PullResponse, RecordData, SyncRecord, SyncResult } from '#shared/sync';
import type { StoreMember } from '../context';

/**
 * Roles down to the field: what a staff account's sync carries. `member-permissions.ts` says which tables
 * it reads and writes; this module which fields of their records: a role without the money permission gets no amount
 * (the list: AMOUNT_FIELDS in shared/amount-fields.ts), in its pulls and in the records its pushes answer.
 */
const hidesAmounts = (member: StoreMember | null) => member !== null && !seesAmounts(member);

/** A record as this member may read it. */
export function recordFor(member: StoreMember | null, record: SyncRecord): SyncRecord {
  return hidesAmounts(member) ? { ...record, data: withoutAmounts(record.table, record.data) } : record;
}

/** A pull page as this member may read it. */
export function pullFor(member: StoreMember | null, page: PullResponse): PullResponse {
  return hidesAmounts(member) ? { ...page, changes: page.changes.map((r) => recordFor(member, r)) } : page;
}

/** Push answers as this member may read them (a replayed answer too: it is stored whole, filtered when sent). */
export function resultsFor(member: StoreMember | null, results: SyncResult[]): SyncResult[] {
  if (!hidesAmounts(member)) return results;
  return results.map((r) => (r.record ? ({ ...r, record: recordFor(member, r.record) } as SyncResult) : r));
}

/**
 * A member that sees no amount sends back the records it holds without them (a stage move sends the garments): the
 * stored amounts are put back before the change is merged, so they are kept, never lost nor taken for a change.
 */
export function changesFrom(
  member: StoreMember | null,
  table: string,
  changes: RecordData,
  stored: RecordData | null,
): RecordData {
  return hidesAmounts(member) ? withStoredAmounts(table, changes, stored) : changes;
}
