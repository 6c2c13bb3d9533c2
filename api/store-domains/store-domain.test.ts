import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOMAIN_HAS_PATH,
  DOMAIN_HAS_PORT,
  DOMAIN_HAS_SCHEME,
  DOMAIN_INVALID,
  DOMAIN_IS_PLATFORM,
  DOMAIN_TAKEN,
} from '#shared/schemas/store-domain';
import { ACCOUNT_SUSPENDED } from '#shared/subscriptions';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant, createProduct, subscribe } from '../testing/factories';
import { shopper } from '../testing/requests';
import { releasesDir, swapCurrent } from '../publishing/releases';
import { exportSnapshot } from '../storefronts/export-snapshot';

// A store's own domain (decision 023): the setting, its plan gate and checks, the TLS proxy's question, and the
// storefront served by Host. One app for the file (PUBLIC_URL https://boutique.example); each test makes its stores.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ PUBLIC_URL: 'https://boutique.example' });
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const paidMerchant = (plan = 'starter') => createMerchant(t.db, t.config, { plan, slug: `mode-${++n}` });
const putDomain = (token: string, domain: unknown) => requestJson(t.app, 'PUT', '/api/store-domain', { domain }, token);
const ask = async (domain: string) => (await t.app.request(`/api/domains/allowed?domain=${domain}`)).status;

/** A hand-made release of the store (the Astro output itself is covered by published-site.test.ts). */
function publishRelease(slug: string, files: Record<string, string>) {
  const dir = path.join(releasesDir(t.dataDir, slug), '01');
  for (const [rel, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), body);
  }
  swapCurrent(t.dataDir, slug, '01');
}
const onHost = (host: string, url: string, init: RequestInit = {}) =>
  t.app.request(url, { ...init, headers: { ...(init.headers as Record<string, string>), host } });

describe('the merchant sets her domain', () => {
  it('saves « MaBoutique.SN » as maboutique.sn, republishes, and names it in the snapshot; empty removes it', async () => {
    const m = await paidMerchant();
    const res = await putDomain(m.token, '  MaBoutique.SN ');
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data.data).toMatchObject({
      domain: 'maboutique.sn',
      allowed: true,
      platformHost: 'boutique.example',
      siteUrl: 'https://maboutique.sn',
    });
    const job = await t.db.selectFrom('publish_jobs').select('store_id').where('store_id', '=', m.storeId).execute();
    expect(job).toHaveLength(1);
    const snap = await exportSnapshot(t.db, t.dataDir, m.storeId, { publicUrl: t.config.publicUrl });
    expect(snap!.store.siteUrl).toBe('https://maboutique.sn');

    const read = await requestJson(t.app, 'GET', '/api/store-domain', undefined, m.token);
    expect(read.data.data.domain).toBe('maboutique.sn');

    const removed = await putDomain(m.token, '');
    expect(removed.status).toBe(200);
    expect(removed.data.data).toMatchObject({ domain: null, siteUrl: `https://boutique.example/${m.slug}` });
    const after = await exportSnapshot(t.db, t.dataDir, m.storeId, { publicUrl: t.config.publicUrl });
    expect(after!.store.siteUrl).toBe(`https://boutique.example/${m.slug}`);
  });

  it('refuses a scheme, a path, a port, a bad name and the platform host, each in French, and changes nothing', async () => {
    const m = await paidMerchant();
    const cases: [unknown, string][] = [
      ['https://maboutique.sn', DOMAIN_HAS_SCHEME],
      ['maboutique.sn/boutique', DOMAIN_HAS_PATH],
      ['maboutique.sn:8080', DOMAIN_HAS_PORT],
      ['ma boutique.sn', DOMAIN_INVALID],
      ['-maboutique.sn', DOMAIN_INVALID],
      ['maboutique', DOMAIN_INVALID],
      ['192.168.1.10', DOMAIN_INVALID],
      ['maboutiqué.sn', DOMAIN_INVALID],
      [42, DOMAIN_INVALID],
      ['boutique.example', DOMAIN_IS_PLATFORM],
      ['demo.boutique.example', DOMAIN_IS_PLATFORM],
    ];
    for (const [domain, message] of cases) {
      const res = await putDomain(m.token, domain);
      expect(res.status, String(domain)).toBe(422);
      expect(res.data.errors.domain, String(domain)).toEqual([message]);
    }
    const row = await t.db.selectFrom('stores').select('custom_domain').where('id', '=', m.storeId).executeTakeFirst();
    expect(row!.custom_domain).toBeNull();
  });

  it('a domain is one store’s: another store gets « déjà utilisé »', async () => {
    const a = await paidMerchant();
    const b = await paidMerchant('premium');
    expect((await putDomain(a.token, 'robes-awa.sn')).status).toBe(200);
    const taken = await putDomain(b.token, 'ROBES-AWA.sn');
    expect(taken.status).toBe(422);
    expect(taken.data.errors.domain).toEqual([DOMAIN_TAKEN]);
    // Saving her own domain again is no conflict.
    expect((await putDomain(a.token, 'robes-awa.sn')).status).toBe(200);
  });

  it('the free plan has no domain: 403 naming the plan that has one; a suspended merchant cannot change it', async () => {
    const free = await createMerchant(t.db, t.config, { slug: `gratuit-${++n}` });
    const res = await putDomain(free.token, 'gratuit.sn');
    expect(res.status).toBe(403);
    expect(res.data.message).toBe(
      "Le domaine personnalisé n'est pas compris dans votre plan Gratuit. Passez au plan Starter pour l'utiliser.",
    );
    // The settings screen shows the same refusal before she types anything.
    expect((await requestJson(t.app, 'GET', '/api/store-domain', undefined, free.token)).data.data).toMatchObject({
      domain: null,
      allowed: false,
      reason: res.data.message,
    });
    const suspended = await createMerchant(t.db, t.config, { plan: 'premium', subscription: 'suspended' });
    const refused = await putDomain(suspended.token, 'suspendue.sn');
    expect(refused.status).toBe(403);
    expect(refused.data.message).toBe(ACCOUNT_SUSPENDED);
  });

  it('each merchant reads and changes only her own store’s domain', async () => {
    const a = await paidMerchant();
    const b = await paidMerchant();
    await putDomain(a.token, 'chez-a.sn');
    const readB = await requestJson(t.app, 'GET', '/api/store-domain', undefined, b.token);
    expect(readB.data.data.domain).toBeNull();
    await putDomain(b.token, 'chez-b.sn');
    const rows = await t.db
      .selectFrom('stores')
      .select(['id', 'custom_domain'])
      .where('id', 'in', [a.storeId, b.storeId])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.custom_domain]))).toEqual({
      [a.storeId]: 'chez-a.sn',
      [b.storeId]: 'chez-b.sn',
    });
    expect((await requestJson(t.app, 'GET', '/api/store-domain')).status).toBe(401);
  });
});

describe('whether her domain points to us', () => {
  it('« en attente » (seenAt null) until a page is served at that Host; a new domain starts again', async () => {
    const m = await paidMerchant();
    const saved = await putDomain(m.token, 'attente.sn');
    expect(saved.data.data).toMatchObject({ domain: 'attente.sn', seenAt: null, reason: null });
    publishRelease(m.slug, { 'index.html': 'Accueil', '404.html': 'x' });
    // Asking the TLS proxy's question, or a visit at the platform address, says nothing about her DNS record.
    await ask('attente.sn');
    await t.app.request(`/${m.slug}`);
    const read = async () => (await requestJson(t.app, 'GET', '/api/store-domain', undefined, m.token)).data.data;
    expect((await read()).seenAt).toBeNull();

    expect(await (await onHost('attente.sn', '/')).text()).toBe('Accueil');
    const seen = (await read()).seenAt;
    expect(seen).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await onHost('attente.sn', '/');
    expect((await read()).seenAt).toBe(seen);

    await putDomain(m.token, 'nouvelle.sn');
    expect((await read()).seenAt).toBeNull();
    // The former domain's late visits do not mark the new one.
    await onHost('attente.sn', '/');
    expect((await read()).seenAt).toBeNull();
  });
});

describe('the TLS proxy asks before a certificate', () => {
  it('200 only for the domain of an open store whose plan includes it; 404 otherwise', async () => {
    const open = await paidMerchant();
    await putDomain(open.token, 'ouverte.sn');
    expect(await ask('ouverte.sn')).toBe(200);
    expect(await ask('OUVERTE.SN')).toBe(200);
    expect(await ask('inconnue.sn')).toBe(404);
    expect(await ask('')).toBe(404);
    expect(await ask('boutique.example')).toBe(404);

    const lapsing = await paidMerchant();
    await putDomain(lapsing.token, 'expiree.sn');
    // Her paid plan expires: the free plan's limits apply, no certificate.
    await t.db.updateTable('subscriptions').set({ status: 'expired' }).where('user_id', '=', lapsing.userId).execute();
    await subscribe(t.db, lapsing.userId, 'expired', 'starter');
    await new Promise((r) => setTimeout(r, 1100)); // the host cache keeps an answer one second
    expect(await ask('expiree.sn')).toBe(404);

    const suspended = await paidMerchant();
    await putDomain(suspended.token, 'suspendue.sn');
    await subscribe(t.db, suspended.userId, 'suspended', 'starter');
    await new Promise((r) => setTimeout(r, 1100));
    expect(await ask('suspendue.sn')).toBe(404);
  });
});

describe('the storefront at her domain', () => {
  it('serves / and every page by Host, /{slug}/… too, never the back-office; /{slug} keeps working', async () => {
    const m = await paidMerchant();
    await putDomain(m.token, 'www.maboutique.sn');
    publishRelease(m.slug, {
      'index.html': '<h1>Accueil</h1>',
      'products.html': '<h1>Collections</h1>',
      'products/p1.html': '<h1>Robe</h1>',
      'contact.html': '<h1>Contact</h1>',
      'suivi.html': '<h1>Suivi</h1>',
      '404.html': '<h1>Introuvable</h1>',
      '_astro/app.X1.js': 'app()',
    });
    const host = 'www.maboutique.sn';
    for (const [url, body] of [
      ['/', '<h1>Accueil</h1>'],
      ['/products', '<h1>Collections</h1>'],
      ['/products/p1', '<h1>Robe</h1>'],
      ['/contact', '<h1>Contact</h1>'],
      ['/suivi', '<h1>Suivi</h1>'],
      [`/${m.slug}`, '<h1>Accueil</h1>'],
      [`/${m.slug}/products/p1`, '<h1>Robe</h1>'],
      ['/_astro/app.X1.js', 'app()'],
      [`/${m.slug}/_astro/app.X1.js`, 'app()'],
    ]) {
      const res = await onHost(host, url!);
      expect(res.status, url).toBe(200);
      expect(await res.text(), url).toBe(body);
    }
    // The Host header names the domain whatever its case or port.
    expect(await (await onHost('WWW.MaBoutique.sn:443', '/contact')).text()).toBe('<h1>Contact</h1>');
    // Unknown paths, the PWA's pages and its service worker get the store's 404, never the back-office.
    for (const url of ['/nulle-part', '/auth/login', '/sw.js', '/user/dashboard']) {
      const res = await onHost(host, url);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).toBe('<h1>Introuvable</h1>');
    }
    // The platform address keeps serving the store.
    expect(await (await t.app.request(`/${m.slug}/products/p1`)).text()).toBe('<h1>Robe</h1>');
    expect(await (await onHost('boutique.example', `/${m.slug}/contact`)).text()).toBe('<h1>Contact</h1>');
  });

  it('an unknown host goes on as before; a host is never another store’s', async () => {
    const a = await paidMerchant();
    const b = await paidMerchant();
    await putDomain(a.token, 'boutique-a.sn');
    publishRelease(a.slug, { 'index.html': 'A', '404.html': 'A404' });
    publishRelease(b.slug, { 'index.html': 'B', '404.html': 'B404' });
    // b's slug on a's domain is a's 404, not b's shop.
    const cross = await onHost('boutique-a.sn', `/${b.slug}`);
    expect(cross.status).toBe(404);
    expect(await cross.text()).toBe('A404');
    // An unknown host is the platform as usual: /{slug} serves, the API answers.
    expect(await (await onHost('autre.example.org', `/${b.slug}`)).text()).toBe('B');
    expect((await onHost('autre.example.org', '/api/health')).status).toBe(200);
  });

  it('the order form posts without JavaScript on her domain; pictures and the API answer there', async () => {
    const m = await paidMerchant();
    await putDomain(m.token, 'commande.sn');
    const p = await createProduct(t.db, m.storeId, { name: 'Pagne', price: 5000, stock: 5 });
    const res = await onHost('commande.sn', `/api/shop/${m.slug}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams(shopper(p.productId, { quantity: '1' }) as Record<string, string>).toString(),
    });
    expect(res.status, await res.clone().text()).toBe(303);
    const confirmation = await onHost('commande.sn', res.headers.get('location')!, {
      headers: { accept: 'text/html' },
    });
    expect(confirmation.status).toBe(200);
    expect(await confirmation.text()).toContain('Votre commande a bien été envoyée');
  });

  it('a domain her plan no longer includes sends shoppers to her platform address', async () => {
    const m = await paidMerchant();
    await putDomain(m.token, 'ancienne.sn');
    publishRelease(m.slug, { 'products/p1.html': 'Robe', '404.html': 'x' });
    await t.db.updateTable('subscriptions').set({ status: 'expired' }).where('user_id', '=', m.userId).execute();
    await new Promise((r) => setTimeout(r, 1100));
    const res = await onHost('ancienne.sn', '/products/p1?x=1');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`https://boutique.example/${m.slug}/products/p1?x=1`);
    const snap = await exportSnapshot(t.db, t.dataDir, m.storeId, { publicUrl: t.config.publicUrl });
    expect(snap!.store.siteUrl).toBe(`https://boutique.example/${m.slug}`);
  });

  it('behind a trusted proxy, X-Forwarded-Host names the domain; otherwise it is ignored', async () => {
    const proxied = await createTestContext({ PUBLIC_URL: 'https://boutique.example', TRUST_PROXY: 'true' });
    try {
      const m = await createMerchant(proxied.db, proxied.config, { plan: 'starter', slug: 'proxy' });
      await requestJson(proxied.app, 'PUT', '/api/store-domain', { domain: 'proxy.sn' }, m.token);
      const dir = path.join(releasesDir(proxied.dataDir, 'proxy'), '01');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'contact.html'), 'Contact');
      fs.writeFileSync(path.join(dir, '404.html'), 'x');
      swapCurrent(proxied.dataDir, 'proxy', '01');
      const res = await proxied.app.request('/contact', {
        headers: { host: '127.0.0.1:3000', 'x-forwarded-host': 'proxy.sn' },
      });
      expect(await res.text()).toBe('Contact');
    } finally {
      await proxied.close();
    }
    const direct = await t.app.request('/contact', { headers: { host: '127.0.0.1', 'x-forwarded-host': 'proxy.sn' } });
    expect(await direct.text()).not.toBe('Contact');
  });
});
