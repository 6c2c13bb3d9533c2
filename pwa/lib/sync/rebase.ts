import type { RecordData, SyncRecord, SyncTableName } from '#shared/sync';
import type { MirrorRow, OutboxEntry, SyncDatabase } from './db';

/**
 * Recomputes a mirror row from its last known server state with every still-queued local change replayed on top,
 * in order. Called inside the caller's Dexie transaction after anything changes either side.
 */
export async function rebaseRow(
  db: SyncDatabase,
  table: SyncTableName,
  id: string,
  server?: SyncRecord | null,
): Promise<void> {
  const mirror = db.mirror(table);
  const existing = await mirror.get(id);
  const base = server === undefined ? (existing?.server ?? null) : server;
  const pending = await db.outbox.where('rowKey').equals(`${table}:${id}`).sortBy('seq');
  if (!base && pending.length === 0) {
    // Never reached the server and nothing left to send (e.g. a rejected create): nothing to show.
    if (existing) await mirror.delete(id);
    return;
  }
  await mirror.put(overlay(id, base, pending));
}

export function overlay(id: string, server: SyncRecord | null, pending: OutboxEntry[]): MirrorRow {
  let data: RecordData = { ...(server?.data ?? {}) };
  let deletedAt = server?.deletedAt ?? null;
  let updatedAt = server?.updatedAt ?? '';
  for (const entry of pending) {
    if (entry.op === 'delete') deletedAt ??= entry.createdAt;
    else data = { ...data, ...(entry.changes ?? {}) };
    if (entry.createdAt > updatedAt) updatedAt = entry.createdAt;
  }
  return { id, data, deletedAt, updatedAt, server, pending: pending.length };
}

/** Keeps the newest server state: a replayed or late answer never takes a row back to an older version. */
export function newerServer(current: SyncRecord | null | undefined, incoming: SyncRecord): SyncRecord {
  return current && current.version > incoming.version ? current : incoming;
}
