import type { SyncTableName } from '#shared/sync';
import { registerSyncTables, type SyncTableDef } from './sync/registry';
import { customersSyncTable } from './customers/customer-sync';
import { ordersSyncTable } from './orders/order-sync';
import { measurementSetsSyncTable } from './atelier/measurement-set-sync';

/**
 * Every synced table of the shared list, and only those: a name added to SYNC_TABLES without its entry here fails
 * tsc (decision 014). Each definition lives in its domain and depends on the sync engine (api/sync/table-def.ts);
 * the engine learns of them only here, when the app imports this module (api/app.ts), never by importing them.
 */
export const syncedTables: Record<SyncTableName, SyncTableDef> = {
  customers: customersSyncTable,
  orders: ordersSyncTable,
  measurement_sets: measurementSetsSyncTable,
};

registerSyncTables(syncedTables);
