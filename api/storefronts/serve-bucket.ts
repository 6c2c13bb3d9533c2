import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { BUCKET_RESTING } from '#shared/messages';
import { storefrontCsp } from '../http/security-headers';
import { bucketReleasePrefix, keptLiveRelease, readLiveRelease, type LiveRelease } from '../publishing/bucket-releases';
import { contentTypeOf, type FileBody, type FileStore } from '../storage/files';
import { isStorageUnavailable, StorageUnavailableError } from '../storage/unavailable';
import { bucketFailed, bucketResting, releaseFile, SERVE_WAIT_MS } from './kept-pages';
import { storefrontUnavailablePage } from './shopper-error-page';

// Storefronts served from a bucket (S3_BUCKET): the live release comes from live.json (every machine reads the same),
// its files from the bucket. The rules are serve.ts's: hashed assets immutable (and redirected to a CDN in front of
// the bucket when PUBLIC_ASSETS_URL is set), HTML revalidated with an ETag, .br/.gz twins chosen by Accept-Encoding.
// When the bucket cannot answer, pages come from what this process kept (kept-pages.ts), with the same headers; a
// page it never had answers « Boutique momentanément indisponible » (503, HTML).

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Each page's policy, by release file: pages never change within a release. */
const cspCache = new Map<string, string>();

async function send(
  c: Context<AppEnv>,
  files: FileStore,
  slug: string,
  live: LiveRelease,
  rel: string,
  status: 200 | 404,
  cacheControl: string,
): Promise<Response> {
  const info = live.files[rel];
  if (!info) return c.text('Page Introuvable', 404);
  const prefix = bucketReleasePrefix(slug, live.releaseId);
  const headers: Record<string, string> = {
    'content-type': contentTypeOf(rel),
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
    etag: info.etag,
    vary: 'Accept-Encoding',
  };
  const isHtml = rel.endsWith('.html');
  const cspKey = prefix + rel;
  if (isHtml && cspCache.has(cspKey)) headers['content-security-policy'] = cspCache.get(cspKey)!;
  if (status === 200 && c.req.header('if-none-match') === info.etag && headers['content-security-policy'])
    return new Response(null, { status: 304, headers });

  const accept = c.req.header('accept-encoding') ?? '';
  let key = prefix + rel;
  for (const [enc, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (new RegExp(`\\b${enc}\\b`).test(accept) && live.files[rel + suffix]) {
      key = prefix + rel + suffix;
      headers['content-encoding'] = enc;
      break;
    }
  }
  if (isHtml && !headers['content-security-policy']) {
    const plain = await releaseFile(files, prefix + rel);
    if (!plain) return c.text('Page Introuvable', 404);
    const csp = storefrontCsp(plain.toString('utf8'));
    if (cspCache.size > 5000) cspCache.clear();
    cspCache.set(cspKey, csp);
    headers['content-security-policy'] = csp;
    if (status === 200 && c.req.header('if-none-match') === info.etag)
      return new Response(null, { status: 304, headers });
    if (key === prefix + rel) return reply(c, plain, status, headers);
  }
  const got = await releaseFile(files, key);
  if (!got) return c.text('Page Introuvable', 404);
  return reply(c, got, status, headers);
}

function reply(c: Context<AppEnv>, body: Buffer, status: 200 | 404, headers: Record<string, string>) {
  headers['content-length'] = String(body.length);
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
}

/**
 * Answers /{slug}/… from the bucket, or null when the slug has no live release (the request falls through to the PWA).
 * `rel` is the release file asked for (serve.ts's releaseFileFor), null when the path cannot be one.
 */
export async function serveFromBucket(
  c: Context<AppEnv>,
  files: FileStore,
  slug: string,
  rel: string | null,
): Promise<Response | null> {
  let live: LiveRelease | null | undefined;
  try {
    live = bucketResting(files)
      ? keptLiveRelease(files, slug)
      : await readLiveRelease(files, slug, false, AbortSignal.timeout(SERVE_WAIT_MS));
  } catch (err) {
    if (!isStorageUnavailable(err)) throw err;
    bucketFailed(files);
    live = keptLiveRelease(files, slug);
  }
  // Never read, and the bucket cannot say: a store's path answers the unavailable page, any other path goes on.
  if (live === undefined) return storefrontUnavailablePage(c, slug, { knownStorefront: false });
  if (!live) return null;
  try {
    return await serveLive(c, files, slug, live, rel);
  } catch (err) {
    if (!isStorageUnavailable(err)) throw err;
    return storefrontUnavailablePage(c, slug, { knownStorefront: true });
  }
}

async function serveLive(
  c: Context<AppEnv>,
  files: FileStore,
  slug: string,
  live: LiveRelease,
  rel: string | null,
): Promise<Response> {
  if (rel) {
    const hashed = rel.startsWith('_astro/');
    if (live.files[rel]) {
      const cdn = hashed ? files.publicUrl(bucketReleasePrefix(slug, live.releaseId) + rel) : null;
      if (cdn) return c.redirect(cdn, 302);
      return send(c, files, slug, live, rel, 200, hashed ? IMMUTABLE : REVALIDATE);
    }
    if (hashed) {
      // A page loaded just before a switch still gets its scripts from the release it came from.
      if (bucketResting(files)) throw new StorageUnavailableError(BUCKET_RESTING);
      for (const folder of (await files.folders(`storefronts/${slug}/releases/`)).reverse()) {
        const key = `storefronts/${slug}/releases/${folder}${rel}`;
        const cdn = files.publicUrl(key);
        const got = cdn ? await files.stat(key) : await files.get(key);
        if (!got || got === 'not-modified') continue;
        if (cdn) return c.redirect(cdn, 302);
        return reply(c, (got as FileBody).body, 200, {
          'content-type': contentTypeOf(rel),
          'cache-control': IMMUTABLE,
          'x-content-type-options': 'nosniff',
          etag: got.etag,
        });
      }
    }
  }
  return send(c, files, slug, live, '404.html', 404, REVALIDATE);
}
