import Dexie, { type Table } from 'dexie';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Useful offline everywhere: every answer a back-office screen read online is kept on the device
 * (IndexedDB, one database per account, like the sync mirror), and put back into TanStack Query's cache when the app
 * starts again — so a screen opened once online shows the data last seen when it is reopened offline, even after a
 * reload. Loaded by the signed-in frames only, with `import()`: none of it (nor Dexie) is on the sign-in page.
 * Records edited offline (customers, orders, measurements) live in the sync mirror instead (decision 014).
 */
interface KeptQuery {
  hash: string;
  key: QueryKey;
  data: unknown;
  updatedAt: number;
}

class KeptQueries extends Dexie {
  queries!: Table<KeptQuery, string>;
  constructor(userId: string) {
    super(`boutique-queries-${userId}`);
    this.version(1).stores({ queries: '&hash, updatedAt' });
  }
}

/** A copy older than this is dropped rather than shown. */
const KEPT_DAYS = 30;
/** Queries never kept: the signed-in user's figures asked again on every visit are kept; only these are not. */
const NOT_KEPT = new Set<string>(['session']);

/**
 * An answer this session already has (fetched, or set after a save), not an `initialData` taken from the device (its
 * count of updates stays 0 until a fetch succeeds). Looked at before any kept copy is put back.
 */
function answeredThisSession(query: Query): boolean {
  const { state } = query;
  return state.status === 'success' && state.data !== undefined && state.dataUpdateCount > 0;
}

/** Starts keeping `client`'s answers for `userId`: `hydrated` settles once the kept answers are back, `stop` ends it. */
export function keepQueriesOnDevice(
  client: QueryClient,
  userId: string,
): { hydrated: Promise<void>; stop: () => void } {
  const db = new KeptQueries(userId);
  let stopped = false;
  const cache = client.getQueryCache();

  const hydrated = (async () => {
    try {
      await db.queries
        .where('updatedAt')
        .below(Date.now() - KEPT_DAYS * 86_400_000)
        .delete();
      const rows = await db.queries.toArray();
      if (stopped) return;
      for (const row of rows) {
        const live = cache.find({ queryKey: row.key, exact: true });
        // never over an answer this session already has
        if (live && live.state.data !== undefined && live.state.dataUpdatedAt >= row.updatedAt) continue;
        client.setQueryData(row.key, row.data, { updatedAt: row.updatedAt });
      }
    } catch {
      // no IndexedDB (private mode, storage full): screens read the network as before
    }
  })();

  const keep = (query: Query) => {
    if (query.state.data === undefined || NOT_KEPT.has(String(query.queryKey[0]))) return;
    db.queries
      .put({ hash: query.queryHash, key: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt })
      .catch(() => undefined); // a value IndexedDB cannot keep, or no room: that screen reads the network only
  };
  const unsubscribe = cache.subscribe((event) => {
    if (stopped || event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    keep(event.query);
  });
  // This module is loaded with import() once the frame is up: online, the screen's first answers (often the very
  // screen's own list) can arrive before the line above listens. Keep those too, or that screen has nothing offline.
  for (const query of cache.getAll()) if (answeredThisSession(query)) keep(query);

  return {
    hydrated,
    stop: () => {
      stopped = true;
      unsubscribe();
      db.close();
    },
  };
}
