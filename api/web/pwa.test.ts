import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { compileRoutePatterns } from './pwa-route-match';

// A tiny stand-in for dist/pwa, so the test does not depend on a prior `vite build`.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-pwa-dist-'));
const INDEX = '<!doctype html><title>Boutique</title>' + '<!-- padding -->'.repeat(100);
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch",()=>{})');
fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log("app");'.repeat(200));
fs.writeFileSync(
  path.join(dist, 'pwa-routes.json'),
  JSON.stringify(['/', '/auth/signin', '/auth/reset/$token', '/user/dashboard']),
);

let t: TestContext;
beforeAll(async () => {
  process.env.PWA_DIST_DIR = dist;
  t = await createTestContext();
});
afterAll(async () => {
  delete process.env.PWA_DIST_DIR;
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the PWA', () => {
  it('answers a known app path with index.html (200, no-cache)', async () => {
    for (const url of ['/', '/auth/signin', '/auth/reset/tok-123', '/user/dashboard/']) {
      const res = await t.app.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    }
  });

  it('answers an unknown path with index.html and status 404 (the app shows Page Introuvable)', async () => {
    const res = await t.app.request('/nulle-part/ici');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toBe(INDEX);
  });

  it('serves hashed assets immutable, brotli when accepted, else gzip', async () => {
    const res = await t.app.request('/assets/main-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('console.log("app")');

    const gz = await t.app.request('/assets/main-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('console.log("app")');

    const plain = await t.app.request('/assets/main-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('console.log("app")');
  });

  it('keeps sw.js revalidated and answers 304 to a matching ETag', async () => {
    const first = await t.app.request('/sw.js');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await t.app.request('/sw.js', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('never answers API, uploads or csrf paths, missing assets or path escapes with the app', async () => {
    const api = await t.app.request('/api/nothing-here');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Route introuvable.' });
    expect((await t.app.request('/assets/missing-123.js')).status).toBe(404);
    const escape = await t.app.request('/assets/%2e%2e/%2e%2e/package.json');
    expect(escape.status).toBe(404);
    expect(await escape.text()).not.toContain('"name"');
  });
});

describe('compileRoutePatterns', () => {
  const match = compileRoutePatterns(['/', '/user/customers/$customersId', '/docs/$']);
  it('matches params and splats, nothing else', () => {
    expect(match('/')).toBe(true);
    expect(match('/user/customers/42')).toBe(true);
    expect(match('/user/customers')).toBe(false);
    expect(match('/user/customers/42/x')).toBe(false);
    expect(match('/docs/a/b')).toBe(true);
    expect(match('/demo/home')).toBe(false);
  });
});
