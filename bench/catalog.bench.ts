// Catalogue and orders bench, in process (app.request, no sockets): the merchant's product list on a 500-product
// store, a shopper's order placement (stock reservation + customer + notification in one transaction) and the
// merchant's order list. Prints p50/p99 per call; BENCH_REPEAT (default 200) sets the calls per measurement.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../api/config';
import { openDatabase, migrateToLatest } from '../api/db/database';
import { createApp } from '../api/app';
import { seedCatalog } from '../api/seed/demo-catalog';
import { createMerchant } from '../api/testing/factories';

const REPEAT = Math.max(10, Math.min(5000, Number(process.env.BENCH_REPEAT ?? 200) || 200));

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return `p50 ${at(50).toFixed(2)} ms, p99 ${at(99).toFixed(2)} ms (${sorted.length} calls)`;
}

async function timeEach(n: number, call: (i: number) => Response | Promise<Response>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await call(i);
    await res.arrayBuffer();
    samples.push(performance.now() - started);
    if (res.status >= 400) throw new Error(`appel ${i} : ${res.status}`);
  }
  return samples;
}

export default async function catalogBench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-bench-catalog-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLISH_STOREFRONTS: 'false' });
  const db = openDatabase(path.join(dataDir, 'boutique.sqlite'));
  await migrateToLatest(db);
  try {
    const app = createApp({ db, config, log: { info: () => {}, error: () => {} }, mailer: { send: async () => {} } });
    const m = await createMerchant(db, config, { slug: 'bench-catalogue' });
    let started = performance.now();
    await seedCatalog(db, m.storeId, config, { products: 500 });
    console.log(`seed 500 products with images: ${((performance.now() - started) / 1000).toFixed(2)} s`);
    const auth = { authorization: `Bearer ${m.token}` };

    console.log(
      `GET /api/products (page 1 of 20): ${percentiles(await timeEach(REPEAT, () => app.request('/api/products?perPage=20', { headers: auth })))}`,
    );
    console.log(
      `GET /api/products (page 25 of 20): ${percentiles(await timeEach(REPEAT, () => app.request('/api/products?perPage=20&page=25', { headers: auth })))}`,
    );

    const products = await db
      .selectFrom('products')
      .select('id')
      .where('store_id', '=', m.storeId)
      .where('stock', '>', 10)
      .execute();
    started = performance.now();
    const orderSamples = await timeEach(REPEAT, (i) =>
      app.request(
        `/api/shop/${m.slug}/orders`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            productId: products[i % products.length]!.id,
            firstname: 'Awa',
            lastname: `Client ${i % 50}`,
            phone: `70${String(100000 + (i % 50)).padStart(6, '0')}`,
            email: `client${i % 50}@exemple.bf`,
            city: 'Bobo-Dioulasso',
            quantity: 1,
          }),
        },
        // One address per call: the per-IP limit is not what is measured here.
        { incoming: { socket: { remoteAddress: `10.9.${Math.floor(i / 250)}.${i % 250}` } } },
      ),
    );
    const elapsed = (performance.now() - started) / 1000;
    console.log(
      `POST /api/shop/{slug}/orders: ${percentiles(orderSamples)}; ${(REPEAT / elapsed).toFixed(0)} orders/s sequential`,
    );
    console.log(
      `GET /api/orders (50 per page): ${percentiles(await timeEach(REPEAT, () => app.request('/api/orders?perPage=50', { headers: auth })))}`,
    );
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
