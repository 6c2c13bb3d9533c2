import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { compileRoutePatterns } from './pwa-route-match';
import { precompressDir } from '../../pwa/build/precompress';

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

describe('the build-time twins (pwa/build/precompress.ts)', () => {
  const built = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-pwa-built-'));
  const JS = 'export const answer = () => "réponse";\n'.repeat(300);
  beforeAll(async () => {
    fs.mkdirSync(path.join(built, 'assets'));
    fs.writeFileSync(path.join(built, 'index.html'), INDEX);
    fs.writeFileSync(path.join(built, 'assets', 'vendor-def456.js'), JS);
    fs.writeFileSync(path.join(built, 'assets', 'tiny-1.js'), 'export {};');
    fs.writeFileSync(path.join(built, 'icon.png'), Buffer.alloc(4096, 7));
    expect(await precompressDir(built)).toBe(2);
    process.env.PWA_DIST_DIR = built;
  });
  afterAll(() => {
    process.env.PWA_DIST_DIR = dist;
    fs.rmSync(built, { recursive: true, force: true });
  });

  it('writes .br and .gz next to text files of 1 KB or more, never next to images or tiny files', () => {
    const js = path.join(built, 'assets', 'vendor-def456.js');
    expect(brotliDecompressSync(fs.readFileSync(js + '.br')).toString()).toBe(JS);
    expect(gunzipSync(fs.readFileSync(js + '.gz')).toString()).toBe(JS);
    expect(fs.existsSync(path.join(built, 'index.html.br'))).toBe(true);
    expect(fs.existsSync(path.join(built, 'assets', 'tiny-1.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(built, 'icon.png.br'))).toBe(false);
  });

  it('sends the twin the browser accepts as it is on disk, with Vary and its Content-Length; ETag and HEAD too', async () => {
    const js = path.join(built, 'assets', 'vendor-def456.js');
    const br = await t.app.request('/assets/vendor-def456.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.equals(fs.readFileSync(js + '.br'))).toBe(true);
    expect(Number(br.headers.get('content-length'))).toBe(brBody.length);
    expect(brotliDecompressSync(brBody).toString()).toBe(JS);

    const gz = await t.app.request('/assets/vendor-def456.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await gz.arrayBuffer()).equals(fs.readFileSync(js + '.gz'))).toBe(true);

    const plain = await t.app.request('/assets/vendor-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(JS);

    const head = await t.app.request('/assets/vendor-def456.js', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.headers.get('content-length')).toBe(String(brBody.length));

    const page = await t.app.request('/', { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toBe(INDEX);
    const again = await t.app.request('/', {
      headers: { 'accept-encoding': 'br', 'if-none-match': page.headers.get('etag')! },
    });
    expect(again.status).toBe(304);

    // The twins are never files of their own.
    expect((await t.app.request('/assets/vendor-def456.js.br')).status).toBe(404);
    // Images go as they are.
    const icon = await t.app.request('/icon.png', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(icon.headers.get('content-encoding')).toBeNull();
  });
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

  it('answers a page of its own (the light sign-in page, auth/signin.html) for its path without .html', async () => {
    const SIGN_IN = '<!doctype html><title>Connexion</title>' + '<!-- form -->'.repeat(100);
    fs.mkdirSync(path.join(dist, 'auth'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'auth', 'signin.html'), SIGN_IN);
    try {
      for (const url of [
        '/auth/signin',
        '/auth/signin?redirect=%2Fuser%2Forders&reason=expired',
        '/auth/signin.html',
      ]) {
        const res = await t.app.request(url, { headers: { 'accept-encoding': 'gzip' } });
        expect(res.status, url).toBe(200);
        expect(res.headers.get('cache-control'), url).toBe('no-cache');
        expect(res.headers.get('content-encoding'), url).toBe('gzip');
        expect(res.headers.get('content-security-policy'), url).toContain("script-src 'self'");
        expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString(), url).toBe(SIGN_IN);
      }
      // Other app paths still get the app.
      expect(await (await t.app.request('/auth/signup')).text()).toBe(INDEX);
    } finally {
      fs.rmSync(path.join(dist, 'auth'), { recursive: true });
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
