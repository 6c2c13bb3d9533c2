import { useEffect, useState, type ComponentPropsWithoutRef } from 'react';
import { Image, type ImageProps } from '@mantine/core';
import type { ProductImageJson } from '#shared/schemas/catalog';
import { PICTURE_CACHE } from '../catalog/picture-cache';
import { useOnline } from '../online';

/**
 * A neutral placeholder (light grey square, a picture outline): what a product shows when it has no picture, or when
 * none of its renditions can be read (offline and never kept on this device). Never a broken image.
 */
export const PICTURE_PLACEHOLDER =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='96' height='96' viewBox='0 0 96 96'>" +
  "<rect width='96' height='96' fill='%23f1f3f5'/><g fill='none' stroke='%23adb5bd' stroke-width='3'>" +
  "<rect x='26' y='30' width='44' height='36' rx='4'/><path d='M30 62l12-13 9 9 6-6 9 10'/></g>" +
  "<circle cx='58' cy='40' r='4' fill='%23adb5bd'/></svg>";

const uniq = (urls: (string | null | undefined)[]) => [...new Set(urls.filter((u): u is string => Boolean(u)))];

/** A picture's renditions to try, the preferred width first then the others (smallest first: the likeliest kept). */
export function pictureSources(image: ProductImageJson | undefined | null, preferred: 320 | 640 | 960): string[] {
  if (!image) return [];
  const others = Object.keys(image.variants)
    .map(Number)
    .filter((w) => w !== preferred)
    .sort((a, b) => a - b)
    .map((w) => image.variants[String(w)]);
  return uniq([image.variants[String(preferred)], ...others, image.url]);
}

/** Offline: the first of `sources` the device keeps (the service worker's picture cache), or null for none. */
async function keptOnDevice(sources: string[]): Promise<string | null> {
  const cache = await caches.open(PICTURE_CACHE);
  for (const url of sources) if (await cache.match(url)) return url;
  return null;
}

/**
 * A product picture. Online it tries each of `sources` in turn and ends on the placeholder. Offline it asks the
 * device which rendition it keeps (the service worker keeps the renditions it served and the newest products' 320 px
 * ones, decision 006) and shows that one straight away — no chain of requests that can only fail — or the
 * placeholder: a picture never seen on this device shows the placeholder, never a broken image.
 * A picture already on screen keeps showing when the network drops: it is not cleared while the device is asked,
 * and not read again (that blinked every picture, and sent a request the next page load aborted).
 */
type PictureProps = { sources: string[]; alt: string } & ImageProps &
  Omit<ComponentPropsWithoutRef<'img'>, keyof ImageProps | 'src' | 'alt' | 'onError'> & { 'data-testid'?: string };

export function ProductPicture({ sources, alt, onLoad, ...props }: PictureProps) {
  const online = useOnline();
  const key = sources.join('|');
  const [tried, setTried] = useState(0);
  // the rendition this picture has read and shows (null until one has loaded): kept as it is whatever the network
  const [loaded, setLoaded] = useState<string | null>(null);
  const shown = loaded !== null && sources.includes(loaded) ? loaded : null;
  const offlineLookup = !online && typeof caches !== 'undefined' && shown === null;
  // offline: undefined while the device is asked, then the kept rendition or null
  const [kept, setKept] = useState<string | null | undefined>(undefined);
  useEffect(() => setTried(0), [key]);
  useEffect(() => {
    if (!offlineLookup) return;
    let current = true;
    setKept(undefined);
    void keptOnDevice(key ? key.split('|') : [])
      .catch(() => null)
      .then((url) => current && setKept(url));
    return () => {
      current = false;
    };
  }, [key, offlineLookup]);
  const src =
    shown ?? (offlineLookup ? (kept === null ? PICTURE_PLACEHOLDER : kept) : (sources[tried] ?? PICTURE_PLACEHOLDER));
  return (
    <Image
      {...props}
      src={src}
      alt={alt}
      data-placeholder={src === PICTURE_PLACEHOLDER ? '' : undefined}
      // offline, while the device is asked which rendition it keeps (nothing drawn yet)
      aria-busy={src === undefined ? true : undefined}
      onLoad={(event) => {
        if (src && src !== PICTURE_PLACEHOLDER) setLoaded(src);
        onLoad?.(event);
      }}
      onError={() => (offlineLookup ? setKept(null) : setTried((n) => (n < sources.length ? n + 1 : n)))}
    />
  );
}
