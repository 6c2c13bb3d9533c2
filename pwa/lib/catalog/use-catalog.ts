import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ProductLimitJson } from '#shared/catalog-mirror';
import type { CategoryJson, ProductJson } from '#shared/schemas/catalog';
import { getSession, useSession } from '../session';
import { catalogMirrorFor, MIRROR_FRESH_MS, type CatalogMirror, type CatalogMirrorState } from './catalog-mirror';
import { keepProductPictures } from './picture-cache';

let picturesKeptAt = 0;

/** After a refresh: the newest products' small pictures kept for offline (at most once a minute per tab). */
async function keepPictures(mirror: CatalogMirror, force = false) {
  if (!force && Date.now() - picturesKeptAt < 60_000) return;
  picturesKeptAt = Date.now();
  await keepProductPictures((await mirror.db.products.toArray()).map((r) => r.data));
}

/**
 * The catalogue on the device, for any screen (catalogue, order form, …): read from IndexedDB, so it answers the same
 * offline. Opening a screen that reads it refreshes it from the server when online and older than 30 s; coming back
 * online refreshes it too.
 *
 *   const products = useCatalogProducts();      // ProductJson[] (newest first) | undefined while the copy opens
 *   const product = useCatalogProduct(id);      // ProductJson | null (not on the device) | undefined
 *   const categories = useCatalogCategories();  // CategoryJson[] by name | undefined
 *   const { refreshing, refreshedAt, error } = useCatalogState();
 */

/** The signed-in merchant's copy, or null (signed out, or an administrator). */
export function useCatalogMirror(): CatalogMirror | null {
  const session = useSession();
  const mirror = session?.role === 'user' ? catalogMirrorFor(session.userId) : null;
  useEffect(() => {
    if (!mirror) return;
    void mirror.refresh({ ifOlderThanMs: MIRROR_FRESH_MS }).then(() => keepPictures(mirror));
    const online = () => void mirror.refresh().then(() => keepPictures(mirror, true));
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [mirror]);
  return mirror;
}

/** Outside React (after a save): the current merchant's copy, or null. */
export function currentCatalogMirror(): CatalogMirror | null {
  const session = getSession();
  return session?.role === 'user' ? catalogMirrorFor(session.userId) : null;
}

/** Every product kept on the device, newest first. */
export function useCatalogProducts(): ProductJson[] | undefined {
  const mirror = useCatalogMirror();
  return useLiveQuery(async () => {
    if (!mirror) return [];
    const rows = await mirror.db.products.toArray();
    return rows
      .map((r) => r.data)
      .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : a.id < b.id ? 1 : -1));
  }, [mirror]);
}

/** One product from the device: null when the copy does not hold it (deleted, or never read), undefined meanwhile. */
export function useCatalogProduct(id: string): ProductJson | null | undefined {
  const mirror = useCatalogMirror();
  return useLiveQuery(async () => {
    if (!mirror) return null;
    return (await mirror.db.products.get(id))?.data ?? null;
  }, [mirror, id]);
}

/** The store's categories kept on the device (with their product counts), by name. */
export function useCatalogCategories(): CategoryJson[] | undefined {
  const mirror = useCatalogMirror();
  return useLiveQuery(async () => {
    if (!mirror) return [];
    const rows = await mirror.db.categories.toArray();
    return rows.map((r) => r.data).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  }, [mirror]);
}

/** The plan's product limit as last read (null until the first read). */
export function useCatalogLimit(): ProductLimitJson | null | undefined {
  const mirror = useCatalogMirror();
  return useLiveQuery(async () => {
    const entry = mirror ? await mirror.db.meta.get('limit') : undefined;
    return entry ? (JSON.parse(String(entry.value)) as ProductLimitJson) : null;
  }, [mirror]);
}

const NEVER: CatalogMirrorState = { refreshing: false, refreshedAt: null, error: null };

/** Whether the copy is being refreshed, when it last was, and the last failure. */
export function useCatalogState(): CatalogMirrorState {
  const mirror = useCatalogMirror();
  const [state, setState] = useState<CatalogMirrorState>(mirror?.getState() ?? NEVER);
  useEffect(() => {
    if (!mirror) return;
    setState(mirror.getState());
    return mirror.subscribe(setState);
  }, [mirror]);
  return state;
}

/** After a catalogue write: the saved product on the device at once (when given), then a refresh. */
export async function refreshCatalogAfterWrite(saved?: ProductJson): Promise<void> {
  const mirror = currentCatalogMirror();
  if (!mirror) return;
  if (saved) await mirror.putProduct(saved);
  await mirror.refresh();
  void keepPictures(mirror, true);
}
