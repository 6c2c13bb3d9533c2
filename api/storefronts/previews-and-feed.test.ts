import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { publishStore } from '../publishing/publish-store';
import { stopWarmBuilder } from '../publishing/build-release';
import { renderProductImage } from '../catalog/product-images';
import { newId, nowIso } from '../ids';
import { createMerchant, createProduct } from '../testing/factories';
import { feedItemId } from '#shared/catalogue-feed';

// Link previews, the catalogue feed, the sitemap and robots.txt, read from a store published by the real Astro
// build and served by the app. Slow (a compile, then renders): one shared context.
const PUBLIC_URL = 'https://boutique.example';
const SITE = `${PUBLIC_URL}/pagnes-awa`;
let t: TestContext;
let storeId: string;
let userId: string;
let wax: string;
let boubou: { productId: string; subProductId: string };
let draft: string;
let gone: string;
const today = nowIso().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const publish = async () => {
  const outcome = await publishStore(t.db, t.dataDir, storeId, { publicUrl: PUBLIC_URL });
  expect(outcome.status).toBe('published');
};
const get = (url: string) => t.app.request(url);
const page = async (rest: string) => {
  const res = await get(`/pagnes-awa${rest}`);
  expect(res.status, rest).toBe(200);
  return res.text();
};
/** The content of <meta property|name="key">, or of <link rel="key">. */
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ??
  new RegExp(`<link rel="${key}" href="([^"]*)"`).exec(html)?.[1];

/** Reads every tag's text as a string (ids and prices stay as written), attributes under '@name'. */
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });

interface FeedItem {
  'g:id': string;
  'g:item_group_id'?: string;
  title: string;
  description: string;
  link: string;
  'g:image_link'?: string;
  'g:availability': string;
  'g:condition': string;
  'g:price': string;
  'g:sale_price'?: string;
  'g:sale_price_effective_date'?: string;
  'g:brand': string;
  'g:size'?: string;
  'g:color'?: string;
}

/** The published feed, checked as XML and as RSS 2.0 (rss version 2.0 > one channel with title, link, description). */
async function feed(): Promise<FeedItem[]> {
  const res = await get('/pagnes-awa/catalogue.xml');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/xml');
  const text = await res.text();
  expect(XMLValidator.validate(text)).toBe(true);
  const doc = parser.parse(text);
  expect(doc.rss['@version']).toBe('2.0');
  expect(doc.rss['@xmlns:g']).toBe('http://base.google.com/ns/1.0');
  const channel = doc.rss.channel;
  expect(channel).toMatchObject({ title: 'Pagnes Awa', link: SITE, description: expect.any(String) });
  const items = channel.item === undefined ? [] : [channel.item].flat();
  return items as FeedItem[];
}

/** Fetches an absolute picture address from the app and checks it is the JPEG of the size the page claims. */
async function expectPicture(url: string, width: number, height: number) {
  expect(url.startsWith(`${PUBLIC_URL}/uploads/`), url).toBe(true);
  const res = await get(url.slice(PUBLIC_URL.length));
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/jpeg');
  const body = Buffer.from(await res.arrayBuffer());
  expect(body.length).toBeLessThanOrEqual(300 * 1024);
  const info = await sharp(body).metadata();
  expect(info.format).toBe('jpeg');
  expect([info.width, info.height]).toEqual([width, height]);
  expect(info.width).toBeGreaterThanOrEqual(600);
}

beforeAll(async () => {
  t = await createTestContext({ PUBLIC_URL });
  const m = await createMerchant(t.db, t.config, { slug: 'pagnes-awa', storeName: 'Pagnes Awa', color: '#0b6b3a' });
  storeId = m.storeId;
  userId = m.userId;
  wax = (
    await createProduct(t.db, storeId, {
      name: 'Pagne wax',
      description: '<p>**Coton** wax &amp; indigo</p>\n- teint à la main',
      price: 12000,
      discountPrice: 9000,
      discountStart: today,
      discountEnd: inDays(5),
      sizes: ['M', 'L'],
      colors: ['Rouge'],
    })
  ).productId;
  // A photo of noise: it cannot fit in 300 KB at the first quality, so the preview's size limit is exercised.
  const photo = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  const rendered = await renderProductImage(photo, t.dataDir);
  await t.db
    .insertInto('product_images')
    .values({
      id: rendered.id,
      store_id: storeId,
      product_id: wax,
      position: 0,
      width: rendered.width,
      height: rendered.height,
      variants: JSON.stringify(rendered.variants),
      preview: JSON.stringify(rendered.preview),
      created_at: nowIso(),
    })
    .execute();
  const b = await createProduct(t.db, storeId, {
    name: 'Boubou brodé',
    price: 30000,
    variant: { name: 'XL', size: 'XL', price: 32000, stock: 40 },
  });
  boubou = { productId: b.productId, subProductId: b.subProductId! };
  // A picture uploaded before previews existed: only its WebP renditions; the publication makes its JPEG.
  fs.mkdirSync(path.join(t.dataDir, 'uploads', 'products'), { recursive: true });
  await sharp({ create: { width: 960, height: 720, channels: 3, background: '#c0392b' } })
    .webp()
    .toFile(path.join(t.dataDir, 'uploads', 'products', 'legacy-960.webp'));
  await t.db
    .insertInto('product_images')
    .values({
      id: newId(),
      store_id: storeId,
      product_id: boubou.productId,
      position: 0,
      width: 960,
      height: 720,
      variants: JSON.stringify({ '960': '/uploads/products/legacy-960.webp' }),
      created_at: nowIso(),
    })
    .execute();
  draft = (await createProduct(t.db, storeId, { name: 'Brouillon secret', published: 0 })).productId;
  gone = (await createProduct(t.db, storeId, { name: 'Ancien modèle', deleted: true })).productId;
  await publish();
}, 300_000);
afterAll(async () => {
  stopWarmBuilder();
  await t.close();
});

describe('link previews', () => {
  it("a product page: absolute canonical and og tags, og:type product with price and availability, the product's JPEG", async () => {
    const html = await page(`/products/${wax}`);
    expect(meta(html, 'canonical')).toBe(`${SITE}/products/${wax}`);
    expect(meta(html, 'og:url')).toBe(`${SITE}/products/${wax}`);
    expect(meta(html, 'og:title')).toBe('Pagne wax');
    expect(meta(html, 'og:site_name')).toBe('Pagnes Awa');
    expect(meta(html, 'og:locale')).toBe('fr_FR');
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'product:price:amount')).toBe('9000');
    expect(meta(html, 'product:price:currency')).toBe('XOF');
    expect(meta(html, 'product:availability')).toBe('in stock');
    const image = meta(html, 'og:image')!;
    expect(image).toMatch(/-preview\.jpg$/);
    await expectPicture(image, Number(meta(html, 'og:image:width')), Number(meta(html, 'og:image:height')));
    // « Partager »: a WhatsApp link with the name, price and address, in the HTML (it works without JavaScript).
    const share = /<a class="btn share[^"]*" href="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
    const text = new URL(share).searchParams.get('text')!;
    expect(share.startsWith('https://wa.me/?text=')).toBe(true);
    expect(text).toContain('Pagne wax');
    expect(text).toMatch(/9\s000\sF\sCFA/);
    expect(text).toContain(`${SITE}/products/${wax}`);
    // No pixel id: no pixel, no event.
    expect(html).not.toContain('fbq');
  });

  it('a picture uploaded before previews existed gets its JPEG at publication', async () => {
    const html = await page(`/products/${boubou.productId}`);
    const image = meta(html, 'og:image')!;
    expect(image).toBe(`${PUBLIC_URL}/uploads/products/legacy-preview.jpg`);
    await expectPicture(image, Number(meta(html, 'og:image:width')), Number(meta(html, 'og:image:height')));
    expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual(['960', '720']);
  });

  it('the home of a store without a hero picture previews as a generated 1200 × 630 card', async () => {
    const html = await page('');
    expect(meta(html, 'canonical')).toBe(SITE);
    expect(meta(html, 'og:url')).toBe(SITE);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    await expectPicture(meta(html, 'og:image')!, 1200, 630);
    expect(meta(await page('/home'), 'canonical')).toBe(SITE);
    expect(meta(await page('/contact'), 'canonical')).toBe(`${SITE}/contact`);
  });
});

describe('the catalogue feed', () => {
  let first: FeedItem[];

  it('lists each orderable choice of every published product with the fields Meta and Google read', async () => {
    first = await feed();
    const ids = first.map((i) => i['g:id']);
    const waxM = feedItemId({ productId: wax, size: 'M', color: 'Rouge' });
    const waxL = feedItemId({ productId: wax, size: 'L', color: 'Rouge' });
    const xl = feedItemId({ productId: boubou.productId, subProductId: boubou.subProductId, size: 'XL' });
    expect(ids.sort()).toEqual([waxM, waxL, xl].sort());
    expect(ids.every((id) => id.length <= 50)).toBe(true);
    expect(JSON.stringify(first)).not.toContain('Brouillon');
    expect(JSON.stringify(first)).not.toContain(draft);
    expect(JSON.stringify(first)).not.toContain(gone);

    const m = first.find((i) => i['g:id'] === waxM)!;
    expect(m).toMatchObject({
      'g:item_group_id': wax,
      title: 'Pagne wax - M, Rouge',
      description: 'Coton wax & indigo\nteint à la main',
      link: `${SITE}/products/${wax}`,
      'g:availability': 'in stock',
      'g:condition': 'new',
      'g:price': '12000 XOF',
      'g:sale_price': '9000 XOF',
      'g:sale_price_effective_date': `${today}T00:00:00Z/${inDays(5)}T23:59:59Z`,
      'g:brand': 'Pagnes Awa',
      'g:size': 'M',
      'g:color': 'Rouge',
    });
    expect(m['g:image_link']).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/products/.+-preview\\.jpg$`));

    const variant = first.find((i) => i['g:id'] === xl)!;
    expect(variant['g:item_group_id']).toBeUndefined();
    expect(variant).toMatchObject({ 'g:price': '32000 XOF', 'g:size': 'XL', 'g:availability': 'in stock' });
    expect(variant['g:sale_price']).toBeUndefined();
  });

  it('keeps its ids when republished, and a sold-out variant turns « out of stock »', async () => {
    await t.db.updateTable('sub_products').set({ stock: 0 }).where('id', '=', boubou.subProductId).execute();
    await t.db.updateTable('stores').set({ facebook_pixel_id: '123456789012345' }).where('id', '=', storeId).execute();
    await publish();
    const again = await feed();
    expect(again.map((i) => i['g:id']).sort()).toEqual(first.map((i) => i['g:id']).sort());
    const xl = feedItemId({ productId: boubou.productId, subProductId: boubou.subProductId, size: 'XL' });
    expect(again.find((i) => i['g:id'] === xl)!['g:availability']).toBe('out of stock');
    expect(again.filter((i) => i['g:id'] !== xl).every((i) => i['g:availability'] === 'in stock')).toBe(true);
    expect((await page(`/products/${boubou.productId}`)).match(/product:availability" content="([^"]+)"/)![1]).toBe(
      'out of stock',
    );
  }, 300_000);

  it('with a pixel id, the product page sends ViewContent with the feed’s id of the product', async () => {
    const html = await page(`/products/${wax}`);
    expect(html).toContain('fbevents.js');
    expect(html).toContain("fbq('track', 'ViewContent', viewContent)");
    expect(html).toContain(`"content_ids":["${wax}"]`);
    expect(html).toContain('"content_type":"product_group"');
    expect(html).toContain('"value":9000');
  });
});

describe('search engines', () => {
  it('the store’s sitemap lists its published pages with their last change; robots.txt names it', async () => {
    const res = await get('/pagnes-awa/sitemap.xml');
    const text = await res.text();
    expect(XMLValidator.validate(text)).toBe(true);
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc><lastmod>(\d{4}-\d\d-\d\d)<\/lastmod>/g)].map((x) => x[1]);
    expect(locs).toEqual(
      expect.arrayContaining([SITE, `${SITE}/products`, `${SITE}/contact`, `${SITE}/products/${wax}`]),
    );
    expect(locs).toContain(`${SITE}/products/${boubou.productId}`);
    expect(text).not.toContain(draft);
    expect(await page('/robots.txt')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');
    const index = await (await get('/sitemap.xml')).text();
    expect(XMLValidator.validate(index)).toBe(true);
    expect(index).toContain(`<loc>${SITE}/sitemap.xml</loc>`);
  });

  it('a suspended store: empty feed and sitemap, robots.txt disallows all, left out of the sitemap index', async () => {
    await t.db.updateTable('subscriptions').set({ status: 'suspended' }).where('user_id', '=', userId).execute();
    await publish();
    expect(await feed()).toEqual([]);
    expect(await page('/sitemap.xml')).not.toContain('<url>');
    expect(await page('/robots.txt')).toContain('Disallow: /');
    expect(await (await get('/sitemap.xml')).text()).not.toContain('pagnes-awa');
    expect(await page(`/products`)).toContain('<meta name="robots" content="noindex">');
  }, 300_000);
});
