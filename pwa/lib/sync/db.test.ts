import { describe, expect, it } from 'vitest';
import { SYNC_TABLES, type SyncTableName } from '#shared/sync';
import { syncStores } from './db';
import { LOCAL_SYNC_TABLES, type LocalSyncTable } from './tables';
import { newBrowserProfile, openTestDatabase } from './test-support';

describe('the local database schema (decision 014)', () => {
  it('has one mirror store per table of the shared list, derived, next to the engine stores', async () => {
    const stores = syncStores();
    for (const table of SYNC_TABLES) {
      expect(stores[table]).toBe(['&id', 'updatedAt', ...LOCAL_SYNC_TABLES[table].indexes].join(', '));
    }
    expect(Object.keys(stores).sort()).toEqual([...SYNC_TABLES, 'conflicts', 'meta', 'outbox', 'rejected'].sort());

    const db = openTestDatabase(newBrowserProfile());
    await db.open();
    expect(db.tables.map((t) => t.name).sort()).toEqual(Object.keys(stores).sort());
    for (const table of SYNC_TABLES) expect(db.mirror(table).schema.primKey.name).toBe('id');
    db.close();
  });

  it('is keyed by the shared list, so a synced table without its local entry does not compile', () => {
    // @ts-expect-error every name of SYNC_TABLES needs its entry (here: customers is missing)
    const missing: Record<SyncTableName, LocalSyncTable> = {};
    expect(Object.keys(missing)).toEqual([]);
  });
});
