import crypto from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

/**
 * Security headers (decision 011). The PWA keeps its tokens in Web Storage, so a script injected into a page could
 * read them: the Content-Security-Policy's job is to let no script run but our own files and the exact inline scripts
 * we ship (allowed by their sha256, computed from the HTML we serve, which is our build output: user data never
 * reaches a <script> — React and Astro escape it).
 */

/** sha256 of every inline <script> (no src) of a page, as CSP sources ('sha256-…'), in page order, no duplicates. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? '';
    if (/\bsrc\s*=/i.test(attrs)) continue;
    // Data blocks (JSON, …) never run; only script types need a hash.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.add(
      `'sha256-${crypto
        .createHash('sha256')
        .update(m[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/**
 * The back-office (PWA) page.
 * - style-src 'unsafe-inline': Mantine sets inline style attributes on its components and injects a <style> with its
 *   CSS variables at run time; neither can be hashed ahead. Styles cannot read Web Storage or send requests with our
 *   tokens, so allowing inline *styles* (never scripts) keeps what the policy is for.
 * - worker-src blob:: the logo compression (browser-image-compression) starts its Web Worker from a blob: URL made by
 *   our own script (which script-src already controls); the worker then loads our copy of the library from 'self'.
 */
export function pwaCsp(html: string): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(html)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/** The advertising pixel's script origin and where it reports (only on pages that carry it). */
export const FACEBOOK_PIXEL = { script: 'https://connect.facebook.net', report: 'https://www.facebook.com' };

/**
 * The video players a testimony may open (shared/video.ts's embed addresses), each allowed in `frame-src` only on a
 * page that carries a placeholder for it (`data-embed="<origin>/…"`): the iframe is made on the shopper's click.
 */
export const VIDEO_PLAYER_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.facebook.com',
] as const;

/**
 * A published storefront page: only what it loads. Its own files and pictures ('self': /{slug}/_astro, /uploads), the
 * inline scripts Astro wrote (island hydration, the pixel's loader) by hash, the order and contact forms' calls to the
 * API ('self'), and the Facebook pixel's origins only when the page carries the pixel (the publisher writes it only
 * for a store with a pixel id). style-src 'unsafe-inline': the theme colours are a style attribute of <body> and
 * Astro inlines small stylesheets — styles only, as for the PWA. frame-src: the video players of the page's video
 * testimonies (none when the page has none; default-src 'self' otherwise).
 */
export function storefrontCsp(html: string): string {
  const pixel = /<script\b[^>]*\bdata-pixel\s*=\s*["']?facebook/i.test(html);
  const players = VIDEO_PLAYER_ORIGINS.filter((origin) => html.includes(`data-embed="${origin}/`));
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(html), ...(pixel ? [FACEBOOK_PIXEL.script] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(pixel ? [FACEBOOK_PIXEL.report] : [])],
    'connect-src': ["'self'", ...(pixel ? [FACEBOOK_PIXEL.report, FACEBOOK_PIXEL.script] : [])],
    ...(players.length ? { 'frame-src': ["'self'", ...players] } : {}),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * The API's own HTML answers to a shopper's form posted without JavaScript (order confirmation or refusal, an order's
 * status): no script at all, inline styles only, and forms that post back to us (the follow form).
 */
export const SHOP_ANSWER_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** For an HTML answer that did not set its own policy (none today): nothing may run, nothing may frame it. */
const FALLBACK_HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

/**
 * Headers on every answer, set once around the whole app:
 * - `X-Content-Type-Options: nosniff` and `Referrer-Policy: strict-origin-when-cross-origin` everywhere;
 * - every HTML page: `X-Frame-Options: DENY` (old browsers) besides its CSP's `frame-ancestors 'none'`;
 * - API answers: `Cache-Control: no-store` when the request was authenticated (Authorization header), whatever the
 *   route set, and on any other API answer that did not choose its own caching (sign-in and refresh answers carry
 *   tokens without being authenticated requests).
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  let headers = c.res.headers;
  try {
    headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    // Response.redirect()/error() have read-only headers: answer a copy.
    c.res = new Response(c.res.body, c.res);
    headers = c.res.headers;
  }
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (headers.get('content-type')?.startsWith('text/html')) {
    headers.set('X-Frame-Options', 'DENY');
    if (!headers.has('content-security-policy')) headers.set('Content-Security-Policy', FALLBACK_HTML_CSP);
  }
  if (c.req.path.startsWith('/api/')) {
    if (c.req.header('authorization') !== undefined || !headers.has('cache-control')) {
      headers.set('Cache-Control', 'no-store');
    }
  }
};
