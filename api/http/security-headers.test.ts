import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releasesDir, swapCurrent } from '../publishing/releases';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { inlineScriptHashes, storefrontCsp } from './security-headers';
import { createUser } from '../testing/factories';

// A stand-in for dist/pwa with one inline script, like the real index.html (colour scheme before React starts).
const INLINE = "document.documentElement.setAttribute('data-x', '1');";
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-csp-dist-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><head><script>${INLINE}</script><script type="module" src="/assets/a.js"></script></head>`,
);
fs.writeFileSync(path.join(dist, 'pwa-routes.json'), JSON.stringify(['/', '/auth/signin']));
const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`;

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

/** Directive name → its sources. */
const directives = (csp: string | null) =>
  Object.fromEntries(
    (csp ?? '').split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources];
    }),
  );

function expectHtmlProtection(res: Response) {
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const csp = directives(res.headers.get('content-security-policy'));
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['form-action']).toEqual(["'self'"]);
  // Scripts: our files and hashed inline scripts only, never 'unsafe-inline' or 'unsafe-eval'.
  expect(csp['script-src']![0]).toBe("'self'");
  expect(csp['script-src']!.join(' ')).not.toMatch(/unsafe/);
  return csp;
}

describe('security headers', () => {
  it('the PWA page: strict CSP with the sha256 of its inline script, frame protection (fallback and 404 too)', async () => {
    for (const url of ['/', '/auth/signin', '/nowhere-in-the-app']) {
      const res = await t.app.request(url);
      const csp = expectHtmlProtection(res);
      expect(csp['script-src']).toEqual(["'self'", sha(INLINE)]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp['manifest-src']).toEqual(["'self'"]);
      expect(csp['worker-src']).toContain("'self'");
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    }
  });

  it('API answers: nosniff and referrer policy; no-store when authenticated, and on answers carrying tokens', async () => {
    const health = await t.app.request('/api/health');
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(health.headers.get('x-frame-options')).toBeNull();

    await createUser(t.db, t.config, { role: 'user', email: 'entetes@test.local', password: 'Entetes123' });
    const login = await requestJson(t.app, 'POST', '/api/login', {
      emailOrPhone: 'entetes@test.local',
      password: 'Entetes123',
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
    const me = await requestJson(t.app, 'GET', '/api/verifyToken', undefined, login.data.token);
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.headers.get('x-content-type-options')).toBe('nosniff');
    // Refusals too.
    const refused = await requestJson(t.app, 'GET', '/api/verifyToken', undefined, 'not-a-token');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a storefront page: its inline scripts by hash, the pixel origins only when the page carries the pixel', async () => {
    const island = 'customElements.define("astro-island", class extends HTMLElement {});';
    const pixel = '(function(){ const pixelId = "123456"; fbq(\'init\', pixelId); })();';
    const dir = path.join(releasesDir(t.dataDir, 'entetes'), '01');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'home.html'), `<!doctype html><script>${island}</script><p>Accueil</p>`);
    fs.writeFileSync(
      path.join(dir, 'contact.html'),
      `<!doctype html><script data-pixel="facebook">${pixel}</script><script>${island}</script>`,
    );
    fs.writeFileSync(path.join(dir, '404.html'), '<!doctype html><p>Page Introuvable</p>');
    swapCurrent(t.dataDir, 'entetes', '01');

    const home = await t.app.request('/entetes/home');
    expect(home.status).toBe(200);
    let csp = expectHtmlProtection(home);
    expect(csp['script-src']).toEqual(["'self'", sha(island)]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(JSON.stringify(csp)).not.toContain('facebook');

    const contact = await t.app.request('/entetes/contact');
    csp = expectHtmlProtection(contact);
    expect(csp['script-src']).toEqual(["'self'", sha(pixel), sha(island), 'https://connect.facebook.net']);
    expect(csp['img-src']).toContain('https://www.facebook.com');

    expectHtmlProtection(await t.app.request('/entetes/nowhere'));
  });

  it('hashes inline scripts exactly, skipping scripts with src and data blocks', () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><SCRIPT>a()</SCRIPT>`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
    expect(storefrontCsp('<p>no script</p>')).toContain("script-src 'self';");
  });

  it('allows a video player in frame-src only on a page with a video testimony of that provider', () => {
    expect(storefrontCsp('<p>no video</p>')).not.toContain('frame-src');
    const vimeo = '<button class="video" data-embed="https://player.vimeo.com/video/76979871?autoplay=1">';
    expect(storefrontCsp(vimeo)).toContain("frame-src 'self' https://player.vimeo.com;");
    const both = `${vimeo}<button data-embed="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1">`;
    expect(storefrontCsp(both)).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com;",
    );
    // Another origin written in a page never gets a frame.
    expect(storefrontCsp('<button data-embed="https://evil.example/x">')).not.toContain('frame-src');
  });
});
