import type { DB } from '../db/database';
import { storeOfDomain, type DomainStore } from './domain-repository';

/**
 * Host → store, kept one second per database handle: every page of a store at its own domain asks, and a domain
 * changes rarely. A change made through this process drops its entries at once (`forgetDomain`); one made by another
 * process shows within the second. Unknown hosts are kept too (a scanner's made-up names cost one query a second),
 * and the map is bounded.
 */
const TTL_MS = 1000;
const MAX_ENTRIES = 5000;
type Entries = Map<string, { store: DomainStore | null; at: number }>;
const caches = new WeakMap<object, Entries>();

export async function cachedStoreOfDomain(db: DB, host: string, now = Date.now()): Promise<DomainStore | null> {
  let entries = caches.get(db);
  if (!entries) caches.set(db, (entries = new Map()));
  const hit = entries.get(host);
  if (hit && now - hit.at < TTL_MS) return hit.store;
  const store = await storeOfDomain(db, host);
  if (entries.size >= MAX_ENTRIES && !entries.has(host)) entries.delete(entries.keys().next().value!);
  entries.set(host, { store, at: now });
  return store;
}

/** Drops what this process remembers of these hosts (a domain set, changed or removed). */
export function forgetDomain(db: DB, ...hosts: (string | null | undefined)[]): void {
  const entries = caches.get(db);
  for (const host of hosts) if (host) entries?.delete(host);
}
