import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { RESERVED_SLUGS } from '#shared/constants';
import type { AppEnv } from '../context';
import { storefrontCsp } from '../http/security-headers';
import { currentReleaseDir, isSafeSlug, releaseDirs } from '../publishing/releases';
import { filesOf } from '../storage/files-of';
import { CONTENT_TYPES } from '../storage/files';
import { serveFromBucket } from './serve-bucket';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML is revalidated on every visit (cheap 304 via ETag): a republished page shows at once. */
const REVALIDATE = 'no-cache';

/** Maps the part after /{slug} to a file of the release (null when it cannot be a release file). */
export function releaseFileFor(rest: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return null;
  }
  const trimmed = decoded.replace(/^\/+/, '').replace(/\/+$/, '');
  if (trimmed === '') return 'index.html';
  const parts = trimmed.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\\') || p.includes('\0'))) return null;
  const last = parts[parts.length - 1]!;
  // Precompressed twins are never asked for directly, and build leftovers never served.
  if (/\.(gz|br|mjs)$/.test(last)) return null;
  return last.includes('.') ? parts.join('/') : parts.join('/') + '.html';
}

async function statFile(file: string) {
  try {
    const st = await fs.stat(file);
    return st.isFile() ? st : null;
  } catch {
    return null;
  }
}

/** Each page's policy, computed once per (file, mtime): pages are immutable within a release. */
const cspCache = new Map<string, { mtimeMs: number; csp: string }>();
async function cspFor(file: string, mtimeMs: number): Promise<string> {
  const hit = cspCache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.csp;
  const csp = storefrontCsp(await fs.readFile(file, 'utf8'));
  if (cspCache.size > 5000) cspCache.clear();
  cspCache.set(file, { mtimeMs, csp });
  return csp;
}

async function sendFile(c: Context<AppEnv>, file: string, status: 200 | 404, cacheControl: string): Promise<Response> {
  const st = await statFile(file);
  if (!st) return c.text('Page Introuvable', 404);
  const ext = path.extname(file).toLowerCase();
  const etag = `"${Math.floor(st.mtimeMs).toString(36)}-${st.size.toString(36)}"`;
  const headers: Record<string, string> = {
    'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
    etag,
    vary: 'Accept-Encoding',
  };
  if (ext === '.html') headers['content-security-policy'] = await cspFor(file, st.mtimeMs);
  if (status === 200 && c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });

  const accept = c.req.header('accept-encoding') ?? '';
  let body: Buffer | null = null;
  for (const [enc, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!new RegExp(`\\b${enc}\\b`).test(accept)) continue;
    try {
      body = await fs.readFile(file + suffix);
      headers['content-encoding'] = enc;
      break;
    } catch {
      // no precompressed twin (small file): plain below
    }
  }
  body ??= await fs.readFile(file);
  headers['content-length'] = String(body.length);
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
}

/**
 * Serves published storefronts at /{slug}/* from the slug's current release; paths of slugs without a release
 * fall through (the PWA answers them). Hashed assets are immutable; HTML revalidates. Assets of the previous
 * releases stay reachable so a page loaded just before a swap still gets its scripts.
 */
export const serveStorefronts: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
  const match = /^\/([^/]+)(\/.*)?$/.exec(c.req.path);
  const slug = match?.[1];
  // The product's own paths (/login, /user/…) are never a store's: no release to look for (nor a bucket to ask).
  if (!slug || !isSafeSlug(slug) || RESERVED_SLUGS.includes(slug)) return next();
  return (await serveStoreRelease(c, slug, match[2] ?? '')) ?? next();
};

/**
 * The answer for the path `rest` (« /products/42 », '' for the home) of the slug's live release, or null when the
 * slug has no live release. The store's own domain (serve-custom-domain.ts) serves through here too.
 */
export async function serveStoreRelease(c: Context<AppEnv>, slug: string, rest: string): Promise<Response | null> {
  // Logs and metrics name every storefront page by one pattern, never by the store's slug (api/ops/observe.ts).
  const answered = (res: Response) => {
    c.set('routePattern', '/:slug/*');
    return res;
  };
  // Releases in a bucket (several machines): serve-bucket.ts, same rules.
  const files = filesOf(c.var.deps.config);
  if (files.kind === 'bucket') {
    const res = await serveFromBucket(c, files, slug, releaseFileFor(rest));
    return res ? answered(res) : null;
  }
  const dataDir = c.var.deps.config.dataDir;
  const rel = releaseFileFor(rest);
  // The live release is read afresh for each try: a release pruned while one of its files was read (its folder gone
  // half-way: a missing file, or a 404 from a folder that no longer exists) is answered again from the release live
  // now, so a shopper gets one release whole, never an error or a mix (serve-during-publication.test.ts).
  for (let attempt = 1; ; attempt++) {
    const release = currentReleaseDir(dataDir, slug);
    if (!release) return null;
    try {
      const res = await serveRelease(c, dataDir, slug, release, rel);
      if (res.status !== 404 || attempt >= 3 || (await isDirectory(release))) return answered(res);
    } catch (err) {
      if (attempt >= 3 || (err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}

async function isDirectory(dir: string): Promise<boolean> {
  return fs.stat(dir).then(
    (st) => st.isDirectory(),
    () => false,
  );
}

/** The answer from one release folder (`rel` null: the path cannot be a release file, its 404 page). */
async function serveRelease(
  c: Context<AppEnv>,
  dataDir: string,
  slug: string,
  release: string,
  rel: string | null,
): Promise<Response> {
  if (rel) {
    const hashed = rel.startsWith('_astro/');
    const file = path.join(release, rel);
    if (await statFile(file)) return sendFile(c, file, 200, hashed ? IMMUTABLE : REVALIDATE);
    if (hashed) {
      for (const older of releaseDirs(dataDir, slug)) {
        const candidate = path.join(older, rel);
        if (await statFile(candidate)) return sendFile(c, candidate, 200, IMMUTABLE);
      }
    }
  }
  return sendFile(c, path.join(release, '404.html'), 404, REVALIDATE);
}
