import Dexie, { type DexieOptions, type Table } from 'dexie';
import { SYNC_TABLES, type RecordData, type SyncOp, type SyncRecord, type SyncTableName } from '#shared/sync';
import { LOCAL_SYNC_TABLES } from './tables';
import { syncDatabaseName } from './db-name';

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
  /** The whole record as this device held it when refused (its code, its customer), for the review screen. */
  record?: RecordData;
  message: string;
  errors?: Record<string, string[]>;
  createdAt: string;
}

export interface MetaEntry {
  /** `cursorTables`: the synced tables the pull cursor has covered (comma-separated), see engine.ts. */
  key: 'cursor' | 'cursorTables' | 'clientId' | 'lastSyncAt';
  value: string | number;
}

/** The engine's own tables; a synced table can never take one of these names. */
const ENGINE_STORES = {
  outbox: '++seq, &mutationId, rowKey',
  conflicts: '&mutationId, createdAt',
  rejected: '&mutationId, createdAt',
  meta: '&key',
} as const;

/**
 * Raise it when a mirror's indexes change (tables.ts). A new synced table works without it (Dexie 4 adds a store it
 * finds missing), but raising it keeps the upgrade explicit and silent.
 */
export const SYNC_DB_VERSION = 2;

/**
 * The Dexie schema, derived: one mirror store per table of the shared list (shared/sync.ts), keyed by id and indexed
 * by updatedAt plus the table's own indexes (tables.ts), then the engine's stores.
 */
export function syncStores(): Record<string, string> {
  const mirrors: Record<string, string> = {};
  for (const table of SYNC_TABLES) {
    if (Object.prototype.hasOwnProperty.call(ENGINE_STORES, table)) throw new Error(`Nom de table réservé : ${table}`);
    mirrors[table] = ['&id', 'updatedAt', ...LOCAL_SYNC_TABLES[table].indexes].join(', ');
  }
  return { ...mirrors, ...ENGINE_STORES };
}

/**
 * One IndexedDB database per signed-in user: mirror tables (one per synced table, derived) + outbox + meta.
 * It is never deleted on sign-out: unsynced work waits there for the same user's next sign-in.
 */
export class SyncDatabase extends Dexie {
  outbox!: Table<OutboxEntry, number>;
  conflicts!: Table<ConflictEntry, string>;
  rejected!: Table<RejectedEntry, string>;
  meta!: Table<MetaEntry, string>;

  constructor(name: string, options?: DexieOptions) {
    super(name, options);
    this.version(SYNC_DB_VERSION).stores(syncStores());
  }

  /** The local copy of one synced table (what a domain's screens read with live queries). */
  mirror(table: SyncTableName): Table<MirrorRow, string> {
    return this.table(table) as Table<MirrorRow, string>;
  }
}

export { syncDatabaseName };

export function openSyncDatabase(userId: string, options?: DexieOptions): SyncDatabase {
  return new SyncDatabase(syncDatabaseName(userId), options);
}
