import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SyncMutation } from '#shared/sync';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant } from '../testing/factories';
import { newId } from '../ids';
import { Hono } from 'hono';
import { chooseEncoding, compressJson } from './compression';

describe('chooseEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('API JSON answers are compressed by Accept-Encoding', () => {
  let ctx: TestContext;
  let token: string;
  const pull = (headers: Record<string, string> = {}, method = 'GET') =>
    ctx.app.request('/api/sync/pull?since=0&limit=500', {
      method,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });

  beforeEach(async () => {
    ctx = await createTestContext();
    const m = await createMerchant(ctx.db, ctx.config);
    token = m.token;
    const mutations: SyncMutation[] = Array.from({ length: 40 }, (_, i) => ({
      mutationId: newId(),
      table: 'customers',
      op: 'upsert',
      id: newId(),
      baseVersion: 0,
      changes: { firstName: `Cliente ${i}`, lastName: 'Atelier', phone: '70 11 22 33', city: 'Ouagadougou' },
    }));
    const res = await requestJson(ctx.app, 'POST', '/api/sync/push', { clientId: 'seed', mutations }, token);
    expect(res.status).toBe(200);
  });
  afterEach(async () => {
    await ctx.close();
  });

  it('brotli when accepted, else gzip, else plain: the decoded body is the plain one', async () => {
    const plainRes = await pull();
    expect(plainRes.status).toBe(200);
    expect(plainRes.headers.get('content-encoding')).toBeNull();
    expect(plainRes.headers.get('vary')).toContain('Accept-Encoding');
    const plain = await plainRes.text();
    expect(plain.length).toBeGreaterThan(4096);

    const br = await pull({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('application/json');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(plain.length / 4);
    expect(brotliDecompressSync(brBytes).toString('utf8')).toBe(plain);

    const gz = await pull({ 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const gzBytes = Buffer.from(await gz.arrayBuffer());
    expect(Number(gz.headers.get('content-length'))).toBe(gzBytes.length);
    expect(gunzipSync(gzBytes).toString('utf8')).toBe(plain);
  });

  it('leaves small answers, HEAD and answers already encoded alone', async () => {
    const health = await ctx.app.request('/api/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(await health.json()).toEqual({ status: 'ok' });
    const head = await pull({ 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers.get('content-encoding')).toBeNull();
    // Errors are JSON too, and small: plain.
    const refused = await ctx.app.request('/api/sync/pull', { headers: { 'accept-encoding': 'br' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-encoding')).toBeNull();
  });
});

describe('an answer the client does not ask to compress', () => {
  it('is left as the route made it: its body is never read', async () => {
    // @hono/node-server writes the JSON text c.json made straight to the socket, unless something reads the
    // answer's `body`: then it becomes a stream. Read on every answer, it made /api/health 2.7× slower and the
    // cached /api/publics 1.5× (bench/publics.bench.ts).
    let bodyReads = 0;
    class WatchedResponse extends Response {
      override get body() {
        bodyReads++;
        return super.body;
      }
    }
    const app = new Hono();
    app.use('*', compressJson);
    app.get('/big', () => new WatchedResponse(JSON.stringify({ text: 'x'.repeat(5000) }), { headers: JSON_HEADERS }));
    app.get('/small', () => new WatchedResponse('{"status":"ok"}', { headers: JSON_HEADERS }));
    for (const path of ['/big', '/small']) {
      const answer = await app.request(path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding')).toBeNull();
    }
    expect(bodyReads).toBe(0);
    // Asked for, a big one is compressed (its body read then, once).
    const compressed = await app.request('/big', { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
  });
});

const JSON_HEADERS = { 'content-type': 'application/json' };
