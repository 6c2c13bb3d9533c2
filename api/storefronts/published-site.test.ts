import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { publishStore } from '../publishing/publish-store';
import { buildRelease, listFiles, precompress, stopWarmBuilder } from '../publishing/build-release';
import { currentReleaseDir } from '../publishing/releases';
import { readPublishedSnapshot } from '../publishing/partial-release';
import { exportSnapshot } from './export-snapshot';
import { newId, nowIso } from '../ids';
import { createCategory, createMerchant, createProduct } from '../testing/factories';

// The real thing: Astro builds the store, the app serves the release. Slow (two builds), so one shared context.
let t: TestContext;
let storeId: string;
let productId: string;
beforeAll(async () => {
  t = await createTestContext();
  const s = await createMerchant(t.db, t.config, {
    slug: 'atelier-awa',
    storeName: 'Atelier Awa',
    address: 'Ouagadougou',
    color: '#e8a33d',
    website: { about: { title: 'Pagnes tissés main' }, social_media: { whatsapp: 'https://wa.me/22670000009' } },
  });
  storeId = s.storeId;
  fs.mkdirSync(path.join(t.dataDir, 'uploads', 'logos'), { recursive: true });
  await sharp({ create: { width: 600, height: 300, channels: 3, background: '#e8a33d' } })
    .png()
    .toFile(path.join(t.dataDir, 'uploads', 'logos', 'awa.png'));
  await t.db.updateTable('stores').set({ logo: '/uploads/logos/awa.png' }).where('id', '=', storeId).execute();
  const cat = await createCategory(t.db, storeId, { name: 'Pagnes' });
  productId = (
    await createProduct(t.db, storeId, {
      name: 'Pagne indigo',
      categoryId: cat,
      price: 15000,
      discountPrice: 12000,
      sizes: ['M'],
      colors: ['Bleu'],
    })
  ).productId;
  await createProduct(t.db, storeId, { name: 'Boubou brodé', price: 30000 });
  await t.db
    .insertInto('product_images')
    .values({
      id: newId(),
      store_id: storeId,
      product_id: productId,
      position: 0,
      width: 960,
      height: 960,
      variants: JSON.stringify({
        '320': '/uploads/products/p-320.webp',
        '640': '/uploads/products/p-640.webp',
        '960': '/uploads/products/p-960.webp',
      }),
      created_at: nowIso(),
    })
    .execute();
  const outcome = await publishStore(t.db, t.dataDir, storeId);
  expect(outcome.status).toBe('published');
}, 180_000);
afterAll(async () => {
  stopWarmBuilder();
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });

describe('a published storefront', () => {
  it('serves the four pages with the name, logo, products and footer links; HTML revalidates', async () => {
    for (const page of ['home', 'products', `products/${productId}`, 'contact']) {
      const res = await get(`/atelier-awa/${page}`);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(html).toContain('<title>');
      expect(html).toContain('Atelier Awa');
      expect(html).toMatch(/<img src="\/uploads\/logos\/awa-66\.webp" width="66" height="33" alt=""/);
      for (const link of ['Accueil', 'Produits', 'Contact', 'WhatsApp']) expect(html).toContain(link);
      // Social links the merchant left empty are not shown (no link to « # »).
      for (const empty of ['Facebook', 'YouTube', 'Instagram', 'TikTok']) expect(html).not.toContain(`>${empty}<`);
      expect(html).not.toContain('href="#"');
      expect(html).toContain('Collections');
      expect(html).not.toContain('fbevents.js');
    }
    const home = await (await get('/atelier-awa/home')).text();
    expect(home).toContain('Pagne indigo');
    expect(home).toContain('Boubou brodé');
    expect(home).toContain('<meta name="description" content="Pagnes tissés main">');
    // No island on the home page: one small script file, the cards' « Ajouter au panier » (lib/cart.ts), beside
    // the phone menu's and the cart badge's few inline lines.
    expect([...home.matchAll(/<script[^>]*\bsrc=/g)].length).toBeLessThanOrEqual(1);
    expect(home).toContain('data-add-cart');
    expect(home).toContain('showModal');
  });

  it('the product page shows prices, discount, sizes, colours, a responsive image and the order island', async () => {
    const html = await (await get(`/atelier-awa/products/${productId}`)).text();
    expect(html).toMatch(/12\s000\sF\sCFA/);
    expect(html).toMatch(/15\s000\sF\sCFA/);
    expect(html).toContain('-20%');
    // The size and colour chips are the form's choice (radio inputs: they post without JavaScript too).
    expect(html).toMatch(/<legend>Taille(<!-- -->)? : <strong>M<\/strong><\/legend>/);
    expect(html).toContain('name="size" checked="" value="M"');
    expect(html).toContain('name="color" checked="" value="Bleu"');
    expect(html).toContain(
      'srcset="/uploads/products/p-320.webp 320w, /uploads/products/p-640.webp 640w, /uploads/products/p-960.webp 960w"',
    );
    expect(html).toMatch(/width="960" height="960"/);
    expect(html).toContain('<astro-island');
    expect(html).toContain('client="visible"');
  });

  it('search: a prebuilt JSON index of the products (name, description, category) and a page that fetches it', async () => {
    const res = await get('/atelier-awa/search-index.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const index = (await res.json()) as { v: number; entries: { n: string; c: string; u: string; p: string }[] };
    expect(index.v).toBe(1);
    expect(index.entries.map((e) => e.n).sort()).toEqual(['Boubou brodé', 'Pagne indigo']);
    expect(index.entries.find((e) => e.n === 'Pagne indigo')).toMatchObject({
      c: 'Pagnes',
      u: `/atelier-awa/products/${productId}`,
      p: expect.stringMatching(/12\s000\sF\sCFA/),
    });
    const page = await get('/atelier-awa/search');
    const html = await page.text();
    expect(html).toContain('data-index="/atelier-awa/search-index.json"');
    expect(html).toContain('role="search"');
    // Only the search page loads the index: the home links to the page but fetches nothing.
    const home = await (await get('/atelier-awa/home')).text();
    expect(home).toContain('href="/atelier-awa/search"');
    expect(home).not.toContain('search-index.json');
  });

  it('/{slug} is the home itself (no redirect), as /{slug}/home; hashed assets are immutable and precompressed', async () => {
    const root = await get('/atelier-awa');
    expect(root.status).toBe(200);
    const html = await root.text();
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).not.toContain('location.replace');
    expect(html).toBe(await (await get('/atelier-awa/home')).text());
    const product = await (await get(`/atelier-awa/products/${productId}`)).text();
    const asset = /\/atelier-awa\/_astro\/[^"]+\.js/.exec(product)![0];
    const res = await get(asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const brBody = Buffer.from(await res.arrayBuffer());
    const plain = await get(asset);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBeGreaterThan(Number(res.headers.get('content-length')));
    // The decoded twin is the plain file, for the page too.
    expect(brotliDecompressSync(brBody).toString()).toBe(await plain.text());
    const gz = await get('/atelier-awa/home', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(
      await (await get('/atelier-awa/home')).text(),
    );
    // HTML revalidation: the ETag answers 304.
    const page = await get('/atelier-awa/home');
    const again = await get('/atelier-awa/home', { 'if-none-match': page.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('an unknown page of the store answers its 404 page; an unknown slug is not the storefront’s business', async () => {
    const missing = await get('/atelier-awa/products/nope');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Introuvable');
    expect((await get('/atelier-awa/../etc/passwd')).status).toBe(404);
    const unknown = await get('/pas-une-boutique/home');
    expect(unknown.status).toBe(404); // fell through to the PWA's 'Page Introuvable'
    expect(await unknown.text()).not.toContain('Atelier Awa');
  });

  it('a one-product change renders that page and the non-product pages only: the release equals a whole build', async () => {
    const tree = (dir: string) =>
      Object.fromEntries(
        listFiles(dir)
          .sort()
          .map((f) => [f.split(path.sep).join('/'), fs.readFileSync(path.join(dir, f)).toString('base64')]),
      );
    const workDir = path.join(t.dataDir, 'storefronts', '.build');
    // The same data rendered whole again by the warm builder (the store's templates compiled once, in beforeAll): the
    // snapshot the live release was made from (with the pages' change dates the publisher added to the export).
    const wholeBuild = async (name: string) => {
      const dir = path.join(t.dataDir, 'whole', name);
      const live = path.basename(currentReleaseDir(t.dataDir, 'atelier-awa')!);
      const snapshot = readPublishedSnapshot(t.dataDir, 'atelier-awa', live)!;
      expect(snapshot).toMatchObject(
        (({ exportedAt: _e, products: _p, ...rest }) => rest)((await exportSnapshot(t.db, t.dataDir, storeId))!),
      );
      const built = await buildRelease(snapshot, dir, workDir);
      expect(built.partial).toBe(false);
      await precompress(dir, path.join(workDir, 'compressed'));
      return tree(dir);
    };
    // Files that differ between two trees (their names only: a failure stays readable).
    const differing = (a: Record<string, string>, b: Record<string, string>) =>
      [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((f) => a[f] !== b[f]);
    const firstDir = currentReleaseDir(t.dataDir, 'atelier-awa')!;
    const first = tree(firstDir);
    expect(differing(await wholeBuild('first'), first)).toEqual([]);

    // One price edited, one product removed, one added: two product pages rendered, one dropped.
    await t.db.updateTable('products').set({ price: 17500 }).where('id', '=', productId).execute();
    const boubou = await t.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Boubou brodé')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('products').set({ deleted_at: nowIso() }).where('id', '=', boubou.id).execute();
    const added = (await createProduct(t.db, storeId, { name: 'Tissu wax', price: 9000, stock: 5 })).productId;
    const outcome = await publishStore(t.db, t.dataDir, storeId);
    expect(outcome).toMatchObject({ status: 'published', rendered: { productPages: 2 } });
    const partialDir = currentReleaseDir(t.dataDir, 'atelier-awa')!;
    const partial = tree(partialDir);
    expect(Object.keys(partial)).toContain(`products/${added}.html`);
    expect(Object.keys(partial)).not.toContain(`products/${boubou.id}.html`);
    expect(await (await get(`/atelier-awa/products/${productId}`)).text()).toMatch(/17\s500/);
    // Unchanged files are the live release's (hard links); the live release itself was left as it was.
    expect(fs.statSync(path.join(partialDir, '_astro')).isDirectory()).toBe(true);
    const asset = Object.keys(first).find((f) => f.startsWith('_astro/'))!;
    expect(fs.statSync(path.join(partialDir, asset)).ino).toBe(fs.statSync(path.join(firstDir, asset)).ino);
    expect(tree(firstDir)).toEqual(first);
    expect(differing(partial, await wholeBuild('second'))).toEqual([]);
  }, 180_000);

  it('a suspended store shows "Boutique indisponible" on every page after republishing', async () => {
    await t.db
      .updateTable('subscriptions')
      .set({ status: 'suspended' })
      .where(
        'user_id',
        '=',
        (await t.db.selectFrom('stores').select('user_id').where('id', '=', storeId).executeTakeFirstOrThrow()).user_id,
      )
      .execute();
    expect((await publishStore(t.db, t.dataDir, storeId)).status).toBe('published');
    for (const page of ['home', 'products', 'contact', `products/${productId}`]) {
      const html = await (await get(`/atelier-awa/${page}`)).text();
      expect(html, page).toContain('Boutique indisponible');
      expect(html).not.toContain('Pagne indigo');
    }
    const index = (await (await get('/atelier-awa/search-index.json')).json()) as { entries: unknown[] };
    expect(index.entries).toEqual([]);
  }, 180_000);
});
