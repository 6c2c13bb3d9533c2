import type { ProductJson } from '#shared/schemas/catalog';

/**
 * Product pictures on the device (decision 006): the service worker keeps every /uploads/products/ rendition it
 * serves in the bounded 'product-pictures' cache (vite.config.ts). After the catalogue copy is refreshed online, the
 * small renditions of the newest products are read once through it, so the list and the detail show pictures with
 * the network off even for products not opened yet. Bounded: at most PICTURES_KEPT files (~15 KB each).
 */
export const PICTURES_KEPT = 400;
export const PICTURE_CACHE = 'product-pictures';

/** The 320 px renditions to keep: every picture of the newest products first, at most `max`. */
export function picturesToKeep(products: ProductJson[], max = PICTURES_KEPT): string[] {
  const newest = [...products].sort((a, b) => (a.updated_at < b.updated_at ? 1 : -1));
  const urls: string[] = [];
  const seen = new Set<string>();
  // The main pictures of every product come before the other pictures of any.
  for (const pass of ['main', 'others'] as const)
    for (const p of newest) {
      const images = pass === 'main' ? p.images.slice(0, 1) : p.images.slice(1);
      for (const img of images) {
        const url = img.variants['320'] ?? img.url;
        if (!url || seen.has(url)) continue;
        if (urls.length >= max) return urls;
        seen.add(url);
        urls.push(url);
      }
    }
  return urls;
}

let warming: Promise<void> | null = null;

/** Reads (through the service worker) the pictures not kept yet; two at a time, never two runs at once. */
export function keepProductPictures(products: ProductJson[]): Promise<void> {
  if (warming) return warming;
  if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller || !navigator.onLine)
    return Promise.resolve();
  warming = (async () => {
    const cache = await caches.open(PICTURE_CACHE);
    const missing: string[] = [];
    for (const url of picturesToKeep(products)) if (!(await cache.match(url))) missing.push(url);
    const next = async (): Promise<void> => {
      const url = missing.shift();
      if (!url || !navigator.onLine) return;
      await fetch(url, { priority: 'low', credentials: 'same-origin' } as RequestInit).catch(() => undefined);
      return next();
    };
    await Promise.all([next(), next()]);
  })().finally(() => {
    warming = null;
  });
  return warming;
}
