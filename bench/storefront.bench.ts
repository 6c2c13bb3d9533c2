// Storefront bench: time to publish a store with 50 and with 500 products (Astro build in its child process,
// precompression, swap), bytes each page type ships, and Lighthouse (mobile) on the home and product pages — with
// every home section filled (hero and about pictures, announcement, social links, a 10-picture gallery, text, picture
// and video testimonies), through the merchant's own API.
// Goals (issue 4): performance 100, accessibility ≥ 95, SEO 100, product page < 100 KB before images.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { serve } from '@hono/node-server';
import { loadConfig } from '../api/config';
import { openDatabase, migrateToLatest } from '../api/db/database';
import { createApp } from '../api/app';
import { publishStore } from '../api/publishing/publish-store';
import { stopWarmBuilder } from '../api/publishing/build-release';
import { currentReleaseDir } from '../api/publishing/releases';
import { seedCatalog } from '../api/seed/demo-catalog';
import { createMerchant } from '../api/testing/factories';
import sharp from 'sharp';

const CHROME = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium';
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gz = (b: Buffer | string) => zlib.gzipSync(b, { level: 9 }).length;

interface PageBytes {
  html: number;
  htmlGz: number;
  css: number;
  js: number;
  jsGz: number;
  images: number;
}

/** What one page ships, read from the release: HTML, inline CSS, the JS its islands load (import graph), images. */
function pageBytes(release: string, dataDir: string, page: string, slug: string): PageBytes {
  const html = fs.readFileSync(path.join(release, page), 'utf8');
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((n, m) => n + Buffer.byteLength(m[1]!), 0);
  const seen = new Set<string>();
  const queue = [...html.matchAll(new RegExp(`/${slug}/_astro/[\\w.-]+\\.js`, 'g'))].map((m) => m[0]);
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const body = fs.readFileSync(path.join(release, url.slice(slug.length + 2)), 'utf8');
    for (const m of body.matchAll(/["'](?:\.\/|\/[\w-]+\/_astro\/)([\w.-]+\.js)["']/g))
      queue.push(`/${slug}/_astro/${m[1]}`);
  }
  let js = 0;
  let jsGz = 0;
  for (const url of seen) {
    const b = fs.readFileSync(path.join(release, url.slice(slug.length + 2)));
    js += b.length;
    jsGz += gz(b);
  }
  // Images the browser fetches at 412 px wide (Lighthouse's phone): the srcset fallback `src` of eager + lazy images.
  let images = 0;
  for (const m of html.matchAll(/<img[^>]*src="(\/uploads\/[^"]+)"/g)) {
    try {
      images += fs.statSync(path.join(dataDir, m[1]!)).size;
    } catch {
      /* missing file */
    }
  }
  return { html: Buffer.byteLength(html), htmlGz: gz(html), css, js, jsGz, images };
}

/** A photo-like JPEG (coloured blocks with noise: it compresses like a picture, not like a flat colour). */
async function photo(width: number, height: number, seed: number): Promise<File> {
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 7919;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    const block = Math.floor(i / 3 / 24) % 5;
    raw[i] = (block * 40 + (i % 3) * 50 + (x % 48)) & 0xff;
  }
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return new File([new Uint8Array(jpeg)], `photo-${seed}.jpg`, { type: 'image/jpeg' });
}

/** Fills every section a shopper can see, through the merchant's API (the same calls as the PWA's screens). */
async function fillEverySection(app: ReturnType<typeof createApp>, token: string, productIds: string[]) {
  const send = async (method: string, url: string, body: FormData | object) => {
    const res = await app.request(url, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  };
  const site = new FormData();
  site.append(
    'data',
    JSON.stringify({
      hero: {
        title: 'Le pagne et le boubou, cousus pour vous',
        subtitle: 'Tenues sur mesure et prêt-à-porter, livrés à Ouagadougou et Bobo-Dioulasso.',
        btntext: 'Voir la collection',
      },
      about: {
        title: 'Atelier de couture et boutique de pagnes à Ouagadougou',
        description: 'Depuis 2012, notre atelier habille les familles pour les mariages, les baptêmes et les fêtes.',
        btntext: 'Nous contacter',
      },
      announcement: {
        title: 'Tabaski : commandez avant le 10',
        btntext: 'Commander',
        description: 'Les commandes reçues après cette date seront livrées après la fête.',
      },
      social_media: {
        facebook: 'https://www.facebook.com/boutique.bench',
        instagram: 'https://www.instagram.com/boutique.bench',
        whatsapp: 'https://wa.me/22670000001',
        youtube: 'https://www.youtube.com/@boutique.bench',
        tiktok: 'https://www.tiktok.com/@boutique.bench',
      },
      color: '#e67e22',
    }),
  );
  site.append('heroImage', await photo(1920, 1080, 1));
  site.append('aboutImage', await photo(1200, 900, 2));
  await send('PUT', '/api/personalization', site);
  const gallery = new FormData();
  for (let i = 0; i < 10; i++) gallery.append('images', await photo(1280, 1280, 10 + i));
  await send('POST', '/api/personalization/gallery', gallery);
  // The product page measured is the first one of the release's listing: every product gets the three kinds.
  for (const productId of productIds) {
    await send('POST', '/api/testimonies', {
      product_id: productId,
      name: 'Mariam',
      rating: 5,
      type: 'text',
      content: 'Tissu magnifique, couture soignée et livrée à temps.',
    });
    await send('POST', '/api/testimonies', {
      product_id: productId,
      name: 'Fatou',
      rating: 4,
      type: 'video',
      content: 'https://vimeo.com/76979871',
    });
    const pic = new FormData();
    for (const [k, v] of Object.entries({ product_id: productId, name: 'Awa', rating: '5', type: 'image' }))
      pic.append(k, v);
    pic.append('image', await photo(900, 900, 30));
    await send('POST', '/api/testimonies', pic);
  }
}

async function lighthouseRun(url: string) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
    });
    const lhr = result!.lhr;
    const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const summary =
      (
        lhr.audits['resource-summary']?.details as
          { items?: { resourceType: string; transferSize: number }[] } | undefined
      )?.items ?? [];
    const transfer = Object.fromEntries(summary.map((i) => [i.resourceType, i.transferSize]));
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => a.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      transfer,
      failing,
      lcp: lhr.audits['largest-contentful-paint']?.displayValue,
    };
  } finally {
    chrome.kill();
  }
}

export default async function storefrontBench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-bench-storefront-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLISH_STOREFRONTS: 'false',
    PORT: process.env.BENCH_STOREFRONT_PORT ?? '3296',
  });
  const db = openDatabase(path.join(dataDir, 'boutique.sqlite'));
  await migrateToLatest(db);
  const timings: Record<number, number> = {};
  let slug50 = '';
  let store50 = { storeId: '', token: '' };
  try {
    // The API keeps one warm builder process; its first build pays for starting Astro. Shown apart.
    {
      const { storeId } = await createMerchant(db, config, { slug: 'bench-warmup', storeName: 'Boutique froide' });
      await seedCatalog(db, storeId, config, { products: 12 });
      const started = performance.now();
      await publishStore(db, dataDir, storeId);
      console.log(
        `first publish after start (cold builder, 12 products): ${((performance.now() - started) / 1000).toFixed(2)} s`,
      );
    }
    for (const n of [50, 500]) {
      const slug = `bench-${n}`;
      const { storeId, token } = await createMerchant(db, config, {
        slug,
        storeName: `Boutique ${n} produits`,
        plan: 'entreprise', // no limit on the gallery
      });
      await seedCatalog(db, storeId, config, { products: n });
      if (n === 50) store50 = { storeId, token };
      // Requests keep being answered during a publication: the build runs in its own process. Probe the API's
      // event loop every 20 ms and keep the worst answer time.
      const probeApp = createApp({
        db,
        config,
        log: { info: () => {}, error: () => {} },
        mailer: { send: async () => {} },
      });
      const latencies: number[] = [];
      let publishing = true;
      const probe = (async () => {
        while (publishing) {
          const t0 = performance.now();
          await probeApp.request('/api/health');
          latencies.push(performance.now() - t0);
          await new Promise((r) => setTimeout(r, 20));
        }
      })();
      const started = performance.now();
      const outcome = await publishStore(db, dataDir, storeId);
      timings[n] = performance.now() - started;
      publishing = false;
      await probe;
      if (outcome.status !== 'published') throw new Error(`publication ${n} : ${JSON.stringify(outcome)}`);
      latencies.sort((a, b) => a - b);
      const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
      if (n === 50) slug50 = slug;
      const ph = outcome.phases;
      console.log(
        `publish ${n} products: ${(timings[n] / 1000).toFixed(2)} s (export ${ph.exportMs} ms, Astro build ${ph.buildMs} ms, precompress ${ph.compressMs} ms)`,
      );
      console.log(
        `  GET /api/health during it: ${latencies.length} answers, p99 ${p99.toFixed(1)} ms, worst ${latencies[latencies.length - 1]!.toFixed(1)} ms`,
      );
    }
    console.log(
      `ratio 500/50: ${(timings[500]! / timings[50]!).toFixed(2)} (10× the products; load average now ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
    );

    // Every section filled on the 50-product store, then republished: the pages measured below show them all.
    {
      const app = createApp({ db, config, log: { info: () => {}, error: () => {} }, mailer: { send: async () => {} } });
      const first = fs
        .readdirSync(path.join(currentReleaseDir(dataDir, slug50)!, 'products'))
        .filter((f) => f.endsWith('.html'))
        .map((f) => f.replace(/\.html$/, ''))
        .sort()
        .slice(0, 1);
      await fillEverySection(app, store50.token, first);
      const outcome = await publishStore(db, dataDir, store50.storeId);
      if (outcome.status !== 'published') throw new Error(`publication remplie : ${JSON.stringify(outcome)}`);
      console.log('every section filled (hero, about, announcement, social links, gallery of 10, 3 testimonies)');
    }
    const release = currentReleaseDir(dataDir, slug50)!;
    const productPage = path.join(
      'products',
      fs
        .readdirSync(path.join(release, 'products'))
        .filter((f) => f.endsWith('.html'))
        .sort()[0]!,
    );
    for (const [label, page] of [
      ['home', 'home.html'],
      ['product', productPage],
      ['gallery', 'gallery.html'],
      ['search', 'search.html'],
    ] as const) {
      const b = pageBytes(release, dataDir, page, slug50);
      console.log(
        `${label} page: HTML ${kb(b.html)} (${kb(b.htmlGz)} gz, CSS inline ${kb(b.css)}), JS ${kb(b.js)} (${kb(b.jsGz)} gz), ` +
          `images ${kb(b.images)}; before images: ${kb(b.htmlGz + b.jsGz)} gz / ${kb(b.html + b.js)} raw`,
      );
    }

    const index = fs.readFileSync(path.join(release, 'search-index.json'));
    console.log(
      `search index (fetched only by the search page): ${kb(index.length)} (${kb(gz(index))} gz) for 50 products`,
    );

    const app = createApp({ db, config, log: { info: () => {}, error: () => {} }, mailer: { send: async () => {} } });
    const server = serve({ fetch: app.fetch, port: config.port });
    try {
      if (!fs.existsSync(CHROME)) {
        console.log(
          `lighthouse skipped: no Chromium at ${CHROME} (npm run bench installs Debian's chromium when it runs as root; ` +
            'otherwise: apt-get update && apt-get install -y chromium, or set CHROMIUM_PATH)',
        );
        return;
      }
      for (const [label, url] of [
        ['home', `/${slug50}/home`],
        ['product', `/${slug50}/${productPage.replace(/\.html$/, '')}`],
      ] as const) {
        const r = await lighthouseRun(`http://localhost:${config.port}${url}`);
        console.log(
          `lighthouse mobile ${label}: performance ${r.performance}, accessibility ${r.accessibility}, best-practices ${r.bestPractices}, SEO ${r.seo}; ` +
            `LCP ${r.lcp}; transfer ${Object.entries(r.transfer)
              .map(([k, v]) => `${k} ${kb(v)}`)
              .join(', ')}` +
            (r.failing.length ? `; below 0.9: ${r.failing.join(', ')}` : ''),
        );
      }
    } finally {
      server.close();
    }
  } finally {
    stopWarmBuilder();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
