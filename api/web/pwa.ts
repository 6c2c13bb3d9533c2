import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { pwaCsp } from '../http/security-headers';
import { compileRoutePatterns } from './pwa-route-match';

/** Where `vite build` writes the PWA (PWA_DIST_DIR overrides, e.g. for tests). */
export const DEFAULT_PWA_DIST = fileURLToPath(new URL('../../dist/pwa', import.meta.url));

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);

/** Paths other parts of the server own: never answered with the app. */
const NOT_OURS = /^\/(?:api|uploads|sanctum)(?:\/|$)/;

/** Hashed build output never changes under the same name; the app shell and the worker must be re-checked. */
function cacheControlFor(relative: string): string {
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (
    relative.endsWith('.html') ||
    relative === 'sw.js' ||
    relative.startsWith('workbox-') ||
    relative === 'manifest.webmanifest' ||
    relative === 'pwa-routes.json'
  ) {
    return 'no-cache';
  }
  return 'public, max-age=86400';
}

interface LoadedFile {
  body: Uint8Array;
  gzip: Uint8Array | null;
  /** Brotli is ~15% smaller than gzip on this JS: what a phone on 3G downloads when its browser accepts it. */
  br: Uint8Array | null;
  etag: string;
  type: string;
  /** HTML only: its Content-Security-Policy, with the hashes of its inline scripts. */
  csp: string | null;
}

/** Files read once per (path, mtime): the build output is small and fixed between builds. */
const fileCache = new Map<string, { mtimeMs: number; file: LoadedFile }>();

async function loadFile(absolute: string): Promise<LoadedFile | null> {
  let stat;
  try {
    stat = await fs.stat(absolute);
  } catch {
    return null;
  }
  if (!stat.isFile()) return null;
  const hit = fileCache.get(absolute);
  if (hit && hit.mtimeMs === stat.mtimeMs) return hit.file;
  const body = new Uint8Array(await fs.readFile(absolute));
  const ext = path.extname(absolute).toLowerCase();
  const compress = COMPRESSIBLE.has(ext) && body.byteLength > 1024;
  // The build writes .br/.gz twins (pwa/build/precompress.ts): read, never compressed here. A build without them
  // (tests, an older build) is compressed once on load, then kept with the file.
  const [brTwin, gzTwin] = compress
    ? await Promise.all([readTwin(absolute + '.br', stat.mtimeMs), readTwin(absolute + '.gz', stat.mtimeMs)])
    : [null, null];
  const file: LoadedFile = {
    body,
    gzip: compress ? (gzTwin ?? new Uint8Array(gzipSync(body, { level: 9 }))) : null,
    br: compress
      ? (brTwin ??
        new Uint8Array(
          brotliCompressSync(body, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
            },
          }),
        ))
      : null,
    etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
    type: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    csp: ext === '.html' ? pwaCsp(new TextDecoder().decode(body)) : null,
  };
  fileCache.set(absolute, { mtimeMs: stat.mtimeMs, file });
  return file;
}

/** A build-time twin (.br/.gz) of a file, when there is one at least as new as the file. */
async function readTwin(twin: string, plainMtimeMs: number): Promise<Uint8Array | null> {
  try {
    const stat = await fs.stat(twin);
    if (!stat.isFile() || stat.mtimeMs < plainMtimeMs) return null;
    return new Uint8Array(await fs.readFile(twin));
  } catch {
    return null;
  }
}

function send(c: Context<AppEnv>, file: LoadedFile, cacheControl: string, status: 200 | 404): Response {
  const headers: Record<string, string> = {
    'Content-Type': file.type,
    'Cache-Control': cacheControl,
    ETag: file.etag,
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  };
  if (file.csp) headers['Content-Security-Policy'] = file.csp;
  if (status === 200 && c.req.header('if-none-match') === file.etag)
    return new Response(null, { status: 304, headers });
  const accepted = c.req.header('accept-encoding') ?? '';
  const br = file.br && /\bbr\b/.test(accepted) ? file.br : null;
  const gzip = !br && file.gzip && /\bgzip\b/.test(accepted) ? file.gzip : null;
  if (br) headers['Content-Encoding'] = 'br';
  else if (gzip) headers['Content-Encoding'] = 'gzip';
  const body = br ?? gzip ?? file.body;
  headers['Content-Length'] = String(body.byteLength);
  return new Response(c.req.method === 'HEAD' ? null : (body as BodyInit), { status, headers });
}

/** Relative file path inside the build for a URL path, or null when it tries to leave it. */
export function buildFileFor(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const parts = decoded.split('/').filter(Boolean);
  if (parts.some((p) => p === '.' || p === '..' || p.includes('\\') || p.includes('\0'))) return null;
  return parts.join('/');
}

const routeMatchers = new Map<string, { mtimeMs: number; match: (p: string) => boolean }>();
async function knownRoute(dist: string, pathname: string): Promise<boolean> {
  const file = path.join(dist, 'pwa-routes.json');
  try {
    const stat = await fs.stat(file);
    let matcher = routeMatchers.get(file);
    if (!matcher || matcher.mtimeMs !== stat.mtimeMs) {
      const patterns = JSON.parse(await fs.readFile(file, 'utf8')) as string[];
      matcher = { mtimeMs: stat.mtimeMs, match: compileRoutePatterns(patterns) };
      routeMatchers.set(file, matcher);
    }
    return matcher.match(pathname);
  } catch {
    return true; // no route list (older build): do not turn every page into a 404
  }
}

/**
 * Serves the built PWA (dist/pwa) with SPA fallback for every path the API and storefronts do not own (storefronts are
 * mounted before this). An unknown path still gets index.html — so the app shows 'Page Introuvable' — but with 404.
 */
export function createPwaServer(dist: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    const pathname = c.req.path;
    if ((method !== 'GET' && method !== 'HEAD') || NOT_OURS.test(pathname)) return next();
    // One pattern for every file and screen of the app in logs and metrics (api/ops/observe.ts).
    c.set('routePattern', '/*');

    const relative = buildFileFor(pathname);
    if (relative === null) return next();
    if (relative !== '') {
      // The build's precompressed twins are sent in place of their file, never as files of their own.
      if (/\.(?:br|gz)$/.test(relative)) return next();
      const file = await loadFile(path.join(dist, relative));
      if (file) return send(c, file, cacheControlFor(relative), 200);
      // A missing asset (has an extension) is a plain 404, not the app's HTML.
      if (path.extname(relative) !== '') return next();
      // A page of its own (auth/signin.html, the light sign-in page: decision 013) is served for its path without
      // `.html`, as the service worker's precache does.
      const page = await loadFile(path.join(dist, `${relative}.html`));
      if (page) return send(c, page, 'no-cache', 200);
    }

    const index = await loadFile(path.join(dist, 'index.html'));
    if (!index) return next(); // PWA not built
    const status = (await knownRoute(dist, pathname)) ? 200 : 404;
    return send(c, index, 'no-cache', status);
  };
}

export const servePwa: MiddlewareHandler<AppEnv> = (c, next) =>
  createPwaServer(process.env.PWA_DIST_DIR || DEFAULT_PWA_DIST)(c, next);
