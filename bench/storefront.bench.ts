// Storefront bench: time to publish a store with 50 and with 500 products (Astro build in its child process,
// precompression, swap), bytes each page type ships, and Lighthouse (mobile) on the home and product pages.
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
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLISH_STOREFRONTS: 'false', PORT: '3296' });
  const db = openDatabase(path.join(dataDir, 'boutique.sqlite'));
  await migrateToLatest(db);
  const timings: Record<number, number> = {};
  let slug50 = '';
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
      const { storeId } = await createMerchant(db, config, { slug, storeName: `Boutique ${n} produits` });
      await seedCatalog(db, storeId, config, { products: n });
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

    const release = currentReleaseDir(dataDir, slug50)!;
    const productPage = path.join(
      'products',
      fs.readdirSync(path.join(release, 'products')).find((f) => f.endsWith('.html'))!,
    );
    for (const [label, page] of [
      ['home', 'home.html'],
      ['product', productPage],
    ] as const) {
      const b = pageBytes(release, dataDir, page, slug50);
      console.log(
        `${label} page: HTML ${kb(b.html)} (${kb(b.htmlGz)} gz, CSS inline ${kb(b.css)}), JS ${kb(b.js)} (${kb(b.jsGz)} gz), ` +
          `images ${kb(b.images)}; before images: ${kb(b.htmlGz + b.jsGz)} gz / ${kb(b.html + b.js)} raw`,
      );
    }

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
