import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { FILE_NOT_FOUND } from '#shared/messages';
import { filesOf } from '../storage/files-of';
import type { FileBody } from '../storage/files';
import { UPLOAD_CACHE_CONTROL } from '../uploads/images';

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
 * Serves the uploads (DATA_DIR/uploads or the bucket's uploads/) at /uploads/* (logos, product images); with a CDN in
 * front of the bucket (PUBLIC_ASSETS_URL), redirects there.
 * Upload names are fresh UUIDs and never rewritten, so they are cached for a year as immutable.
 */
export function uploadRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/*', async (c) => {
    // c.req.path is already percent-decoded by Hono; check every segment of it.
    const relative = c.req.path.replace(/^\/uploads\/?/, '');
    const segments = relative.split('/');
    if (relative === '' || !segments.every((s) => SAFE_SEGMENT.test(s))) return c.json(notFoundJson, 404);
    const type = CONTENT_TYPES[path.extname(relative).toLowerCase()];
    if (!type) return c.json(notFoundJson, 404);
    const key = `uploads/${segments.join('/')}`;
    const files = filesOf(c.var.deps.config);
    // A CDN in front of the bucket (PUBLIC_ASSETS_URL) answers for the API.
    const cdn = files.publicUrl(key);
    if (cdn) return c.redirect(cdn, 302);

    const ifNoneMatch = c.req.header('if-none-match');
    const found = c.req.method === 'HEAD' ? await files.stat(key) : await files.get(key, { ifNoneMatch });
    if (!found) return c.json(notFoundJson, 404);
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': UPLOAD_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    };
    if (found === 'not-modified') return c.body(null, 304, { ...headers, etag: ifNoneMatch! });
    headers.etag = found.etag;
    headers['last-modified'] = found.lastModified.toUTCString();
    if (ifNoneMatch === found.etag) return c.body(null, 304, headers);
    headers['content-length'] = String(found.size);
    const body = (found as Partial<FileBody>).body;
    return body ? c.body(new Uint8Array(body), 200, headers) : c.body(null, 200, headers);
  });

  return routes;
}
