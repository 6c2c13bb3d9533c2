import type { RecordData, SyncTableName } from '#shared/sync';
import type { MirrorRow, OutboxEntry, SyncDatabase } from './db';
import { rebaseRow } from './rebase';
import { newClientId } from './ids';

/**
 * The merchant's own writes. Each one updates the mirror and appends to the outbox IN ONE Dexie transaction,
 * so a closed tab can never leave a change shown but not queued (or queued but not shown).
 */
export async function queueUpsert(
  db: SyncDatabase,
  table: SyncTableName,
  id: string,
  changes: RecordData,
): Promise<void> {
  await queue(db, table, id, { op: 'upsert', changes });
}

export async function queueDelete(db: SyncDatabase, table: SyncTableName, id: string): Promise<void> {
  await queue(db, table, id, { op: 'delete' });
}

async function queue(db: SyncDatabase, table: SyncTableName, id: string, change: Pick<OutboxEntry, 'op' | 'changes'>) {
  await db.transaction('rw', [db.mirror(table), db.outbox], async () => {
    const row: MirrorRow | undefined = await db.mirror(table).get(id);
    await db.outbox.add({
      mutationId: newClientId(),
      table,
      rowId: id,
      rowKey: `${table}:${id}`,
      op: change.op,
      // The server state the merchant was looking at: the server's per-field merge judges conflicts against it.
      baseVersion: row?.server?.version ?? 0,
      changes: change.changes,
      createdAt: new Date().toISOString(),
    });
    await rebaseRow(db, table, id);
  });
}
