// CPU per shopper order, in process (issue 20, decision 008): the steady figure on a shared, noisy machine, where
// orders/s swing 2× with other people's load but CPU time per order does not. `app.request` (no network, no HTTP
// parsing), WAVE orders at once (a group commit each wave), TOTAL orders, each from a new shopper and address.
// Run alone: `npx tsx bench/orders-cpu.ts` (add `node --cpu-prof` through NODE_OPTIONS for a profile), or from
// bench/orders.bench.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../api/config';
import { openDatabase, migrateToLatest } from '../api/db/database';
import { createApp } from '../api/app';
import { createMerchant, createProduct } from '../api/testing/factories';

export async function cpuPerOrder(total = 3000, wave = 64): Promise<{ cpuMs: number; sysMs: number; wallMs: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-bench-orders-cpu-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLISH_STOREFRONTS: 'false',
    TRUST_PROXY: 'true',
  });
  const db = openDatabase(path.join(dataDir, 'boutique.sqlite'));
  try {
    await migrateToLatest(db);
    const m = await createMerchant(db, config, { slug: 'bench-cpu', subscription: 'active' });
    const { productId } = await createProduct(db, m.storeId, { stock: 1_000_000_000 });
    const app = createApp({ db, config, log: { info: () => {}, error: () => {} }, mailer: { send: async () => {} } });
    let n = 0;
    const order = async () => {
      n++;
      const body = JSON.stringify({
        productId,
        firstname: 'Fatou',
        lastname: 'Ouédraogo',
        phone: `7${String(n).padStart(7, '0')}`,
        email: `client${n}@example.com`,
        city: 'Ouagadougou',
        quantity: 1,
      });
      // As a browser sends it over HTTP: with its length (hono's body limit then reads the header, not the stream).
      const res = await app.request('/api/shop/bench-cpu/orders', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body,
      });
      if (res.status !== 201) throw new Error(`order → ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    };
    // Warm-up: JIT, statement caches, compiled queries.
    for (let i = 0; i < 4; i++) await Promise.all(Array.from({ length: wave }, order));
    const cpu0 = process.cpuUsage();
    const wall0 = performance.now();
    for (let done = 0; done < total; done += wave) await Promise.all(Array.from({ length: wave }, order));
    const cpu = process.cpuUsage(cpu0);
    const count = Math.ceil(total / wave) * wave;
    return {
      cpuMs: (cpu.user + cpu.system) / 1000 / count,
      sysMs: cpu.system / 1000 / count,
      wallMs: (performance.now() - wall0) / count,
    };
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { cpuMs, sysMs, wallMs } = await cpuPerOrder(Number(process.env.ORDERS ?? 3000));
  console.log(
    `CPU per order, in process, 64 at once: ${cpuMs.toFixed(3)} ms (of which system ${sysMs.toFixed(3)}; wall ${wallMs.toFixed(3)} ms)`,
  );
}
