// Row shapes of the sync bookkeeping tables (mutation log, conflicts). Filled by the offline-sync work.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SyncTables {}
