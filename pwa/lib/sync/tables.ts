import type { SyncTableName } from '#shared/sync';

/**
 * The PWA's side of each synced table (decision 014) that the device's database needs: the extra Dexie indexes of
 * its mirror. A `Record` over the shared list (shared/sync.ts): a table added there without its entry here fails to
 * compile. The Dexie schema itself is derived from this (see db.ts).
 *
 * What the review screen says of a table (its French labels, how it shows a value) is not here: this module goes
 * with db.ts into almost every screen's first load, the labels only into /user/sync's
 * (pwa/features/sync/review-labels.ts, a `Record` over the same list).
 */
export interface LocalSyncTable {
  /**
   * Extra indexes of the mirror table besides `&id` and `updatedAt`, as Dexie key paths into the row, e.g.
   * `data.customerId` or `data.status`, for the live queries of the domain's screens. Changing them = a new
   * SYNC_DB_VERSION in db.ts.
   */
  indexes: readonly string[];
}

export const LOCAL_SYNC_TABLES: Record<SyncTableName, LocalSyncTable> = {
  customers: { indexes: [] },
  orders: { indexes: [] },
  measurement_sets: { indexes: ['data.customerId'] },
};
