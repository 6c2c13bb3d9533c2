import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this, compressing costs more than it saves (headers, a CPU round). */
export const COMPRESS_MIN_BYTES = 1024;

/** JSON answers (application/json, application/problem+json, …): what the API sends. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\b/i;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to send for an Accept-Encoding header: brotli when accepted, else gzip, else none. Honours `q=0`
 * (refused) and `*`.
 */
export function chooseEncoding(accept: string | undefined | null): Encoding | null {
  if (!accept) return null;
  const q = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (enc: Encoding) => q.get(enc) ?? q.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/** Adds Accept-Encoding to a Vary header value (kept once). */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`);
}

/**
 * Compresses the API's JSON answers with node:zlib (brotli at quality 5 — fast, and smaller than gzip on JSON —,
 * or gzip), chosen by Accept-Encoding. Static files (PWA build, storefront releases) are compressed at build time
 * and served by their own handlers with their .br/.gz twins; this only sees what they left plain (already encoded
 * or not JSON). Left alone: HEAD, 204/206/304, bodies under 1 KB, answers already encoded.
 * The first sync of a full workshop goes from 23.2 MB to about 1 MB on the wire (bench/atelier.bench.ts).
 */
export const compressJson: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.method === 'HEAD') return;
  // Status and headers first, and the body only once it is to be compressed: @hono/node-server writes its
  // lightweight Response straight from the string c.json made, but reading `body` turns it into a stream. Read on
  // every answer, it made /api/health 2.7× slower and cached /api/publics 1.5× (bench/publics.bench.ts).
  const res = c.res;
  if (res.status === 204 || res.status === 206 || res.status === 304) return;
  if (!JSON_TYPE.test(res.headers.get('content-type') ?? '') || res.headers.has('content-encoding')) return;
  varyOnEncoding(res.headers);
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  if (!encoding) return;
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (declared < COMPRESS_MIN_BYTES) return;
  const plain = new Uint8Array(await res.arrayBuffer());
  let body: Uint8Array = plain;
  if (plain.byteLength >= COMPRESS_MIN_BYTES) {
    body = new Uint8Array(
      encoding === 'br'
        ? await brotli(plain, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            },
          })
        : await gzip(plain, { level: 6 }),
    );
  }
  const headers = new Headers(res.headers);
  if (body !== plain) headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.byteLength));
  c.res = new Response(body as BodyInit, { status: res.status, statusText: res.statusText, headers });
  // Hono merges the previous answer's headers into the new one: put back the ones that describe this body.
  if (body !== plain) c.res.headers.set('content-encoding', encoding);
  c.res.headers.set('content-length', String(body.byteLength));
};
