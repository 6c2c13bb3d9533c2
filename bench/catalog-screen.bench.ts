// Catalogue screen bench, 2,000 products (each with a picture): the product list API, the catalogue copy a device
// downloads, and the time to the first product row of /user/products in Chromium, read from the copy kept on the
// device (decision 016) against the same screen that must first read the list from the server (a device whose copy is
// empty), in paired rounds, side by side, as a ratio. Also: the server's own page of 24 read from the same browser.
// Needs the built PWA (npm run bench builds it) and Debian's Chromium; BENCH_ROUNDS (default 3) sets the rounds,
// BENCH_CATALOG_PRODUCTS (default 2,000, the size) the products, for a quick check of the bench itself.
import zlib from 'node:zlib';
import { seedCatalog } from '../api/seed/demo-catalog';
import { createMerchant } from '../api/testing/factories';
import { startBrowserBench } from './browser-bench';

const PRODUCTS = Math.max(24, Number(process.env.BENCH_CATALOG_PRODUCTS ?? 2000) || 2000);
const ROUNDS = Math.max(1, Math.min(10, Number(process.env.BENCH_ROUNDS ?? 3) || 3));
const PASSWORD = 'Vitrine1234';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (n: number) => `${n.toFixed(0).padStart(6)} ms`;

async function timeCalls(n: number, call: () => Promise<Response>): Promise<{ p50: number; bytes: number }> {
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await call();
    const body = await res.arrayBuffer();
    samples.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
    bytes = body.byteLength;
  }
  return { p50: median(samples), bytes };
}

export default async function catalogScreenBench() {
  const bench = await startBrowserBench('catalog-screen');
  const { db, config, base, browser } = bench;
  try {
    const email = `bench-${Date.now()}@boutique.test`;
    const m = await createMerchant(db, config, { slug: 'bench-ecran', email, password: PASSWORD });
    const started = performance.now();
    await seedCatalog(db, m.storeId, config, { products: PRODUCTS });
    console.log(`${PRODUCTS} products with pictures seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // 1. The API, over loopback.
    const auth = { authorization: `Bearer ${m.token}` };
    const get = (url: string) => () => fetch(base + url, { headers: auth });
    await timeCalls(5, get('/api/products?perPage=24')); // warm-up
    const first = await timeCalls(50, get('/api/products?perPage=24'));
    const last = await timeCalls(50, get(`/api/products?perPage=24&page=${Math.ceil(PRODUCTS / 24)}`));
    const searched = await timeCalls(50, get('/api/products?perPage=24&search=wax'));
    const mirror = await timeCalls(5, get('/api/catalog/mirror'));
    const mirrorBody = Buffer.from(await (await get('/api/catalog/mirror')()).arrayBuffer());
    console.log('API over loopback (median):');
    console.log(`  GET /api/products page 1 (24)        ${ms(first.p50)}   ${(first.bytes / 1024).toFixed(0)} KB`);
    console.log(`  GET /api/products last page            ${ms(last.p50)}`);
    console.log(`  GET /api/products?search=wax          ${ms(searched.p50)}`);
    console.log(
      `  GET /api/catalog/mirror (all)          ${ms(mirror.p50)}   ${(mirror.bytes / 1024).toFixed(0)} KB ` +
        `(${(zlib.gzipSync(mirrorBody).length / 1024).toFixed(0)} KB gzip)`,
    );

    // 2. The screen in Chromium. The worker is blocked: both variants read the network and the device the same way.
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 800, height: 1280 },
      locale: 'fr-FR',
      serviceWorkers: 'block',
    });
    // The time (page clock, from the navigation's start) at which the first product row appears.
    await context.addInitScript(() => {
      const w = window as unknown as { __firstRow?: number };
      new MutationObserver((_records, observer) => {
        if (document.querySelector('[data-testid="product-row"]')) {
          w.__firstRow = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto('/auth/signin');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/user\/dashboard$/, { timeout: 60_000 });
    const catalogDb = `boutique-catalog-${m.userId}`;

    const firstRow = async (emptyDevice: boolean) => {
      if (emptyDevice) {
        // A light page of the same origin, so that the copy can be deleted while no screen holds it open.
        await page.goto('/pwa-routes.json');
        await page.evaluate(
          (name) =>
            new Promise<void>((resolve, reject) => {
              const req = indexedDB.deleteDatabase(name);
              req.onsuccess = () => resolve();
              req.onerror = () => reject(req.error);
              req.onblocked = () => resolve();
            }),
          catalogDb,
        );
      }
      await page.goto('/user/products');
      await page.waitForFunction(() => (window as unknown as { __firstRow?: number }).__firstRow !== undefined, null, {
        timeout: 120_000,
      });
      return page.evaluate(() => (window as unknown as { __firstRow: number }).__firstRow);
    };
    // Server page of 24 from the browser: the floor of any screen that would render the list from the server.
    const serverPage = () =>
      page.evaluate(async () => {
        const raw = sessionStorage.getItem('boutique.session') ?? localStorage.getItem('boutique.session');
        const token = raw ? (JSON.parse(raw) as { accessToken?: string }).accessToken : undefined;
        const t0 = performance.now();
        const res = await fetch('/api/products?perPage=24', {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        await res.json();
        return performance.now() - t0;
      });

    await firstRow(true); // warm-up: the server's caches, Chromium's code cache
    await firstRow(false);
    const rounds: { cold: number; warm: number; api: number }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const cold = await firstRow(true);
      const warm = await firstRow(false);
      rounds.push({ cold, warm, api: await serverPage() });
    }
    const rows = await page.getByTestId('product-row').count();
    await context.close();

    console.log(`Screen /user/products, ${PRODUCTS} products, Chromium 800×1280 (${rows} rows shown), first render:`);
    for (const [i, r] of rounds.entries())
      console.log(
        `  round ${i + 1}: copy on the device ${ms(r.warm)}   read from the server (empty device) ${ms(r.cold)}   ` +
          `ratio ${(r.cold / r.warm).toFixed(1)}×`,
      );
    const warm = median(rounds.map((r) => r.warm));
    const cold = median(rounds.map((r) => r.cold));
    const api = median(rounds.map((r) => r.api));
    console.log(
      `  median: copy on the device ${ms(warm)}, read from the server ${ms(cold)}, ratio ${(cold / warm).toFixed(1)}×`,
    );
    console.log(
      `  a page of 24 from the server read by the browser (no render) ${ms(api)}; ` +
        `first render from the device / that request alone: ${(warm / Math.max(api, 0.1)).toFixed(1)}×`,
    );
  } finally {
    await bench.close();
  }
}
