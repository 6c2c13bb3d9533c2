import type { RecordData, SyncTableName } from '#shared/sync';
import type { ConflictEntry, SyncDatabase } from './db';
import { queueUpsert } from './local-writes';

/** The merchant accepts the server's values of a conflict: the entry leaves the review list. */
export async function acceptServerVersion(db: SyncDatabase, mutationId: string): Promise<void> {
  await db.conflicts.delete(mutationId);
}

/**
 * The merchant keeps their own values after all: they are queued again as a new change made on the server's
 * current version (so they now win), and the conflict leaves the list — both in one transaction.
 */
export async function reapplyMyValues(db: SyncDatabase, conflict: ConflictEntry): Promise<void> {
  const mine: RecordData = {};
  for (const field of conflict.conflictFields) {
    if (field in conflict.localChanges) mine[field] = conflict.localChanges[field];
  }
  await db.transaction('rw', [db.conflicts, db.outbox, db.mirror(conflict.table)], async () => {
    await db.conflicts.delete(conflict.mutationId);
    if (Object.keys(mine).length > 0 && !conflict.serverRecord.deletedAt)
      await queueUpsert(db, conflict.table, conflict.rowId, mine);
  });
}

/** The merchant drops a refused change; what the server has stays as it is. */
export async function discardRejected(db: SyncDatabase, mutationId: string): Promise<void> {
  await db.rejected.delete(mutationId);
}

/** The merchant corrected a refused change: the corrected values are queued and the refusal leaves the list, together. */
export async function fixRejected(
  db: SyncDatabase,
  mutationId: string,
  table: SyncTableName,
  rowId: string,
  changes: RecordData,
): Promise<void> {
  await db.transaction('rw', [db.rejected, db.outbox, db.mirror(table)], async () => {
    await db.rejected.delete(mutationId);
    await queueUpsert(db, table, rowId, changes);
  });
}
