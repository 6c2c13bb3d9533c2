// Storefront bench: time to publish a store with 50 and with 500 products (Astro build in its child process,
// precompression, swap), bytes each page type ships, and Lighthouse (mobile) on the home and product pages — with
// every home section filled (hero and about pictures, announcement, social links, a 10-picture gallery, text, picture
// and video testimonies), through the merchant's own API.
// Goals: performance 100, accessibility ≥ 95, SEO 100, product page < 100 KB before images.
// Lighthouse mobile 100/100/100/100 on the home (/{slug}), a product page and the confirmation page; the
// cart page too, and the cart's script under 15 KB gzipped.
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
import { CART_SCRIPT_BUDGET, cartScriptWeight } from '../storefront-ssg/src/islands/cart-weight';

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
export async function fillEverySection(app: ReturnType<typeof createApp>, token: string, productIds: string[]) {
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

/**
 * The Chromium Lighthouse drives. The machine is shared: when this process runs niced (`nice -n 10 npm run bench`)
 * and may lower a niceness (root), Chromium runs at niceness 0 so the other engineers' builds weigh less on the
 * measured trace (BENCH_CHROMIUM_NICE changes it). Lighthouse's throttling is simulated (Lantern) from the trace:
 * a loaded CPU stretches it, the page's own weight and image sizes do not change with the load.
 */
function chromiumPath(): string {
  const wanted = Number(process.env.BENCH_CHROMIUM_NICE ?? 0);
  if (os.getPriority() <= wanted || typeof process.getuid !== 'function' || process.getuid() !== 0) return CHROME;
  const wrapper = path.join(os.tmpdir(), `boutique-bench-chromium-${process.pid}.sh`);
  fs.writeFileSync(wrapper, `#!/bin/sh\nrenice -n ${wanted} -p $$ >/dev/null 2>&1\nexec "${CHROME}" "$@"\n`, {
    mode: 0o755,
  });
  return wrapper;
}

/** Numbers of an audit worth printing: its score, displayed value, and the bytes or ms it says could be saved. */
function auditNumbers(a: {
  score: number | null;
  numericValue?: number;
  numericUnit?: string;
  displayValue?: string;
  details?: unknown;
}): string {
  const d = a.details as { overallSavingsBytes?: number; overallSavingsMs?: number; items?: unknown[] } | undefined;
  const parts = [`score ${a.score}`];
  if (a.displayValue) parts.push(a.displayValue);
  else if (a.numericValue !== undefined) parts.push(`${Math.round(a.numericValue)} ${a.numericUnit ?? ''}`.trim());
  if (d?.overallSavingsBytes) parts.push(`savings ${kb(d.overallSavingsBytes)}`);
  if (d?.overallSavingsMs) parts.push(`savings ${Math.round(d.overallSavingsMs)} ms`);
  if (d?.items?.length) parts.push(`${d.items.length} item(s)`);
  return parts.join(', ');
}

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  transfer: Record<string, number>;
  /** id → its numbers, every scored audit below 0.9 */
  failing: Record<string, string>;
  lcp?: string;
  metrics: Record<string, string>;
  watched: Record<string, string>;
}

const WATCHED_AUDITS = [
  'uses-responsive-images',
  'modern-image-formats',
  'image-delivery-insight',
  'offscreen-images',
  'render-blocking-resources',
  'render-blocking-insight',
  'lcp-discovery-insight',
  'prioritize-lcp-image',
  'unsized-images',
];

export async function lighthouseRun(url: string): Promise<LighthouseResult> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
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
    // BENCH_LIGHTHOUSE_JSON=<folder>: every run's full report is kept there (to read an audit's items).
    if (process.env.BENCH_LIGHTHOUSE_JSON) {
      fs.mkdirSync(process.env.BENCH_LIGHTHOUSE_JSON, { recursive: true });
      const name = `${new URL(url).pathname.split('/').filter(Boolean).join('-')}-${Date.now()}.json`;
      fs.writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_JSON, name), JSON.stringify(lhr));
    }
    const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const summary =
      (
        lhr.audits['resource-summary']?.details as
          { items?: { resourceType: string; transferSize: number }[] } | undefined
      )?.items ?? [];
    const transfer = Object.fromEntries(summary.map((i) => [i.resourceType, i.transferSize]));
    const failing = Object.fromEntries(
      Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'notApplicable' &&
            a.scoreDisplayMode !== 'manual',
        )
        .map((a) => [a.id, auditNumbers(a)]),
    );
    // The image and LCP audits are printed even when they pass: their numbers prove a fix independent of the load.
    const watched = Object.fromEntries(
      WATCHED_AUDITS.filter((id) => lhr.audits[id] && lhr.audits[id].scoreDisplayMode !== 'notApplicable').map((id) => [
        id,
        auditNumbers(lhr.audits[id]!),
      ]),
    );
    const metrics = Object.fromEntries(
      [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ].map((id) => [id, lhr.audits[id]?.displayValue ?? '?']),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      transfer,
      failing,
      lcp: lhr.audits['largest-contentful-paint']?.displayValue,
      metrics,
      watched,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse `runs` times on one URL (BENCH_LIGHTHOUSE_RUNS, default 3): the scores are noisy on a shared machine,
 * so the median run (by performance) is the one reported, with every run's performance beside it.
 */
export async function lighthouseMedian(url: string, runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)) {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < Math.max(1, runs); i++) results.push(await lighthouseRun(url));
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  // A category other than performance does not depend on the load: its worst run is reported.
  const worst = (k: 'accessibility' | 'bestPractices' | 'seo') => Math.min(...results.map((r) => r[k]));
  return {
    ...median,
    accessibility: worst('accessibility'),
    bestPractices: worst('bestPractices'),
    seo: worst('seo'),
    runs: results.map((r) => r.performance),
    // An audit failing in any run is listed, with the median run's numbers when it failed there.
    failing: Object.assign({}, ...results.map((r) => r.failing), median.failing) as Record<string, string>,
  };
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
    // BENCH_STOREFRONT_SIZES=50 skips the 500-product publication (the pages measured are the 50-product store's).
    const sizes = (process.env.BENCH_STOREFRONT_SIZES ?? '50,500').split(',').map(Number);
    if (!sizes.includes(50)) sizes.unshift(50);
    for (const n of sizes) {
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
    if (timings[500])
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
      ['home (/{slug})', 'index.html'],
      ['product', productPage],
      ['confirmation', 'commande.html'],
      ['follow', 'suivi.html'],
      ['cart', 'panier.html'],
      ['gallery', 'gallery.html'],
      ['search', 'search.html'],
    ] as const) {
      const b = pageBytes(release, dataDir, page, slug50);
      console.log(
        `${label} page: HTML ${kb(b.html)} (${kb(b.htmlGz)} gz, CSS inline ${kb(b.css)}), JS ${kb(b.js)} (${kb(b.jsGz)} gz), ` +
          `images ${kb(b.images)}; before images: ${kb(b.htmlGz + b.jsGz)} gz / ${kb(b.html + b.js)} raw`,
      );
    }

    const cart = await cartScriptWeight();
    console.log(
      `cart page script (bundled and minified, as the cart island ships): ${kb(cart.bytes)} (${kb(cart.gzip)} gz; budget ${kb(CART_SCRIPT_BUDGET)} gz)`,
    );

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
      // The confirmation page is measured as a shopper who opens it without an order kept in her tab sees it (its
      // order comes from the tab's sessionStorage, which Lighthouse cannot fill); the same page, the same script.
      for (const [label, url] of [
        ['home', `/${slug50}`],
        ['product', `/${slug50}/${productPage.replace(/\.html$/, '')}`],
        ['confirmation', `/${slug50}/commande?code=AB12CD`],
        // An empty cart (Lighthouse's browser has none): the page, its fields hidden, and the cart's script.
        ['cart', `/${slug50}/panier`],
      ] as const) {
        const r = await lighthouseMedian(`http://localhost:${config.port}${url}`);
        console.log(
          `lighthouse mobile ${label} (median of ${r.runs.length}, performance per run ${r.runs.join('/')}, load average ${os.loadavg()[0]!.toFixed(1)}): ` +
            `performance ${r.performance}, accessibility ${r.accessibility}, best-practices ${r.bestPractices}, SEO ${r.seo}; ` +
            `${Object.entries(r.metrics)
              .map(([k, v]) => `${k} ${v}`)
              .join(', ')}; transfer ${Object.entries(r.transfer)
              .map(([k, v]) => `${k} ${kb(v)}`)
              .join(', ')}`,
        );
        for (const [id, numbers] of Object.entries(r.failing)) console.log(`  below 0.9: ${id} (${numbers})`);
        for (const [id, numbers] of Object.entries(r.watched)) console.log(`  ${id}: ${numbers}`);
      }
    } finally {
      server.close();
    }
  } finally {
    fs.rmSync(path.join(os.tmpdir(), `boutique-bench-chromium-${process.pid}.sh`), { force: true });
    stopWarmBuilder();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
