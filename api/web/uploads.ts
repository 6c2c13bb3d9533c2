import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { FILE_NOT_FOUND } from '#shared/messages';

/** Only raster images and PDFs are served (never SVG or HTML: an uploaded script must not run on our origin). */
const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  // The about section's PDF (personalization): shown as a link; served with the same no-script policy.
  '.pdf': 'application/pdf',
};

/** Each path segment: letters, digits, dot, dash, underscore; never starting with a dot (no '..', no hidden files). */
const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

const notFoundJson = { message: FILE_NOT_FOUND };

/**
 * Serves DATA_DIR/uploads at /uploads/* (logos, product images).
 * Upload names are fresh UUIDs and never rewritten, so they are cached for a year as immutable.
 */
export function uploadRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/*', async (c) => {
    const root = path.join(c.var.deps.config.dataDir, 'uploads');
    // c.req.path is already percent-decoded by Hono; check every segment of it.
    const relative = c.req.path.replace(/^\/uploads\/?/, '');
    const segments = relative.split('/');
    if (relative === '' || !segments.every((s) => SAFE_SEGMENT.test(s))) return c.json(notFoundJson, 404);
    const type = CONTENT_TYPES[path.extname(relative).toLowerCase()];
    if (!type) return c.json(notFoundJson, 404);
    const file = path.resolve(root, ...segments);
    if (!file.startsWith(root + path.sep)) return c.json(notFoundJson, 404);

    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      return c.json(notFoundJson, 404);
    }
    if (!stat.isFile()) return c.json(notFoundJson, 404);

    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const headers = {
      'content-type': type,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      etag,
      'last-modified': stat.mtime.toUTCString(),
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    if (c.req.method === 'HEAD') return c.body(null, 200, { ...headers, 'content-length': String(stat.size) });
    const stream = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
    return c.body(stream, 200, { ...headers, 'content-length': String(stat.size) });
  });

  return routes;
}
