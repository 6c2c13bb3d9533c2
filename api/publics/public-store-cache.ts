import type { PublicStoreAnswer } from './public-store-read';

/**
 * Cache of the GET /api/publics/{slug} answers (text and ETag). Every storefront visitor's browser and the PWA ask
 * for it, and it changes only when the merchant edits the store or the owner's subscription changes.
 * - A change made through this process drops the entry at once (`invalidatePublicStore`, called by the store and
 *   personalization routes): the next request reads the database.
 * - A change made by another API process (several machines on one PostgreSQL) or by a path that does not
 *   invalidate (a subscription's status, the expiry job) is picked up by revalidation: an entry older than
 *   `revalidateMs` is read again with the one compiled query before it is served. The answer's ETag is a hash of its
 *   text, so a revalidated answer that did not change keeps its ETag and clients and CDNs keep their 304s.
 * One cache per database handle, so two apps in one process (tests) never see each other's stores.
 */
const MAX_ENTRIES = 1000;

type Entries = Map<string, { answer: PublicStoreAnswer; checkedAt: number }>;
const caches = new WeakMap<object, Entries>();

function entriesOf(db: object): Entries {
  let entries = caches.get(db);
  if (!entries) caches.set(db, (entries = new Map()));
  return entries;
}

export const publicStoreCache = {
  /** How long an entry is served before the database is read again. Set `enabled` false to measure without. */
  revalidateMs: 1000,
  enabled: true,

  get(db: object, slug: string, now = Date.now()): PublicStoreAnswer | undefined {
    if (!this.enabled) return undefined;
    const entries = entriesOf(db);
    const hit = entries.get(slug);
    if (!hit) return undefined;
    if (now - hit.checkedAt >= this.revalidateMs) {
      entries.delete(slug);
      return undefined;
    }
    return hit.answer;
  },

  set(db: object, slug: string, answer: PublicStoreAnswer, now = Date.now()): void {
    if (!this.enabled) return;
    const entries = entriesOf(db);
    // Insertion order is age order: drop the oldest when full.
    if (entries.size >= MAX_ENTRIES && !entries.has(slug)) entries.delete(entries.keys().next().value!);
    entries.set(slug, { answer, checkedAt: now });
  },
};

/** Call after any write that changes what GET /api/publics/{slug} answers. */
export function invalidatePublicStore(db: object, slug: string): void {
  caches.get(db)?.delete(slug);
}
