/**
 * Micro-cache of the serialized GET /api/publics/{slug} answers. Every storefront visitor's browser and the PWA ask
 * for it, and it changes only when the merchant edits the store; keeping the JSON text for a couple of seconds
 * spares the database and the serializer on bursts. Writes in this process drop the entry at once
 * (invalidatePublicStore); a change made by another process or by a path that does not invalidate (e.g. a
 * subscription status change) shows after at most `ttlMs`.
 * One cache per database handle, so two apps in one process (tests) never see each other's stores.
 */
const MAX_ENTRIES = 1000;

type Entries = Map<string, { body: string; expires: number }>;
const caches = new WeakMap<object, Entries>();

function entriesOf(db: object): Entries {
  let entries = caches.get(db);
  if (!entries) caches.set(db, (entries = new Map()));
  return entries;
}

export const publicStoreCache = {
  /** Set to 0 to measure or test without the cache. */
  ttlMs: 2000,

  get(db: object, slug: string, now = Date.now()): string | undefined {
    const entries = entriesOf(db);
    const hit = entries.get(slug);
    if (!hit) return undefined;
    if (hit.expires <= now) {
      entries.delete(slug);
      return undefined;
    }
    return hit.body;
  },

  set(db: object, slug: string, body: string, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    const entries = entriesOf(db);
    // Insertion order is age order: drop the oldest when full.
    if (entries.size >= MAX_ENTRIES && !entries.has(slug)) entries.delete(entries.keys().next().value!);
    entries.set(slug, { body, expires: now + this.ttlMs });
  },
};

/** Call after any write that changes what GET /api/publics/{slug} answers. */
export function invalidatePublicStore(db: object, slug: string): void {
  caches.get(db)?.delete(slug);
}
