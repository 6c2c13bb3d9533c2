// Row shapes of the sync bookkeeping tables (see migrations/2026-11-22-0200-sync.ts).

/** The stored result of one pushed mutation (idempotency log). */
export interface SyncMutationsTable {
  store_id: string;
  mutation_id: string;
  table_name: string;
  row_id: string;
  status: 'applied' | 'conflict' | 'rejected';
  /** JSON of the SyncResult sent back (a replay sends it again). */
  result: string;
  created_at: string;
}

/** Which version last wrote a field of a synced row, and which client database sent it. */
export interface SyncFieldVersionsTable {
  table_name: string;
  row_id: string;
  field: string;
  version: number;
  client_id: string;
}

export interface SyncTables {
  sync_mutations: SyncMutationsTable;
  sync_field_versions: SyncFieldVersionsTable;
}
