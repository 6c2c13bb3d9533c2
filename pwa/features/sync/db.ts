import Dexie, { type DexieOptions, type Table } from 'dexie';
import type { RecordData, SyncOp, SyncRecord, SyncTableName } from '#shared/sync';

/** The local copy of one synced row: what the UI reads. `data` = the server's record with pending local changes on top. */
export interface MirrorRow {
  id: string;
  data: RecordData;
  /** Set when the row is deleted (locally pending or on the server): the UI hides it. */
  deletedAt: string | null;
  updatedAt: string;
  /** The last server state seen (null: never reached the server yet). */
  server: SyncRecord | null;
  /** Number of queued local changes for this row (0 = in sync). */
  pending: number;
}

/** A queued local change, waiting for the server's acknowledgement. Leaves only when the server answered it. */
export interface OutboxEntry {
  seq?: number;
  mutationId: string;
  table: SyncTableName;
  rowId: string;
  /** `${table}:${rowId}`, to find a row's pending changes. */
  rowKey: string;
  op: SyncOp;
  baseVersion: number;
  changes?: RecordData;
  createdAt: string;
}

/** A change the server merged with someone else's: the server's values won for `conflictFields`. For review. */
export interface ConflictEntry {
  mutationId: string;
  table: SyncTableName;
  rowId: string;
  op: SyncOp;
  localChanges: RecordData;
  conflictFields: string[];
  serverRecord: SyncRecord;
  createdAt: string;
}

/** A change the server refused (validation or rule), kept until the merchant fixes or discards it. */
export interface RejectedEntry {
  mutationId: string;
  table: SyncTableName;
  rowId: string;
  op: SyncOp;
  changes: RecordData;
  message: string;
  errors?: Record<string, string[]>;
  createdAt: string;
}

export interface MetaEntry {
  key: 'cursor' | 'clientId' | 'lastSyncAt';
  value: string | number;
}

/**
 * One IndexedDB database per signed-in user: mirror tables (one per synced table) + outbox + meta.
 * It is never deleted on sign-out: unsynced work waits there for the same user's next sign-in.
 */
export class SyncDatabase extends Dexie {
  customers!: Table<MirrorRow, string>;
  outbox!: Table<OutboxEntry, number>;
  conflicts!: Table<ConflictEntry, string>;
  rejected!: Table<RejectedEntry, string>;
  meta!: Table<MetaEntry, string>;

  constructor(name: string, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({
      customers: '&id, updatedAt',
      outbox: '++seq, &mutationId, rowKey',
      conflicts: '&mutationId, createdAt',
      rejected: '&mutationId, createdAt',
      meta: '&key',
    });
  }

  mirror(table: SyncTableName): Table<MirrorRow, string> {
    return this.table(table) as Table<MirrorRow, string>;
  }
}

export const syncDatabaseName = (userId: string) => `boutique-sync-${userId}`;

export function openSyncDatabase(userId: string, options?: DexieOptions): SyncDatabase {
  return new SyncDatabase(syncDatabaseName(userId), options);
}
