import type { SyncTableName } from '#shared/sync';
import type { SyncTableDef } from './table-def';

export type { SyncChange, SyncRefusal, SyncRuleContext, SyncTableDef, SyncTableRules, SyncedRow } from './table-def';
export { asSyncedTables } from './table-def';

/**
 * The synced tables the engine serves, filled once at start by `registerSyncTables` (api/synced-tables.ts, which the
 * app imports): the engine knows tables only through this record, and never imports their definitions — the tables
 * depend on the engine, not the other way round. Keyed by the shared list `SYNC_TABLES`: the list in
 * api/synced-tables.ts is a `Record<SyncTableName, SyncTableDef>`, so a name without its entry fails tsc.
 */
export const syncTables = {} as Record<SyncTableName, SyncTableDef>;

/** Registers every synced table (api/synced-tables.ts); registering again replaces the entries (tests). */
export function registerSyncTables(tables: Record<SyncTableName, SyncTableDef>): void {
  Object.assign(syncTables, tables);
}

export const syncTableOf = (name: string): SyncTableDef | undefined =>
  Object.prototype.hasOwnProperty.call(syncTables, name) ? syncTables[name as SyncTableName] : undefined;
