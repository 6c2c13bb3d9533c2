// Orders bench (issue 20): shopper orders per second through POST /api/shop/{slug}/orders on the real app (SQLite with
// `synchronous = FULL`: every commit is a disk flush) against a raw node:http server that reads the same POST body
// and answers the same bytes, in the same run, over loopback, 8 requests in flight. Each order is a new shopper from
// a new address (bench/orders-request.cjs), so the rate limit counts it and the customer look-up by phone and e-mail
// runs against a growing table. Measured twice: with 1,000 and with 100,000 rate-limit rows of other addresses in
// the table (the clean-up and the count must not grow with it). Goal: app/raw ≥ 0.2 at both sizes.
// BENCH_SECONDS (default 4) sets each measurement's length.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon';
import { loadConfig } from '../api/config';
import { openDatabase, migrateToLatest } from '../api/db/database';
import { createApp } from '../api/app';
import { newId } from '../api/ids';
import { createMerchant, createProduct } from '../api/testing/factories';

const SECONDS = Math.max(1, Math.min(60, Number(process.env.BENCH_SECONDS ?? 4) || 4));
const CONNECTIONS = 8;
const setupRequest = path.join(path.dirname(new URL(import.meta.url).pathname), 'orders-request.cjs');

interface Run {
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, body: string, duration: number): Promise<Run> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    workers: 1,
    requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, body, setupRequest }],
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const fmt = (label: string, r: Run) =>
  console.log(
    `${label.padEnd(40)} ${r.rps.toFixed(0).padStart(6)} req/s   p99 ${r.p99.toFixed(1)} ms` +
      (r.errors || r.non2xx ? `   (errors ${r.errors}, non-2xx ${r.non2xx})` : ''),
  );

export default async function ordersBench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-bench-orders-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLISH_STOREFRONTS: 'false',
    TRUST_PROXY: 'true',
  });
  const db = openDatabase(path.join(dataDir, 'boutique.sqlite'));
  const servers: { close(): void }[] = [];
  try {
    await migrateToLatest(db);
    const m = await createMerchant(db, config, { slug: 'bench-orders', subscription: 'active' });
    const { productId } = await createProduct(db, m.storeId, { stock: 1_000_000_000 });
    const app = createApp({ db, config, log: { info: () => {}, error: () => {} }, mailer: { send: async () => {} } });
    const appServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as unknown as http.Server;
    servers.push(appServer);
    await new Promise<void>((resolve) =>
      appServer.listening ? resolve() : appServer.once('listening', () => resolve()),
    );
    const appUrl = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}/api/shop/bench-orders/orders`;
    const body = JSON.stringify({
      productId,
      firstname: 'Fatou',
      lastname: 'Ouédraogo',
      phone: '70112233',
      email: 'fatou@example.com',
      city: 'Ouagadougou',
      quantity: 1,
    });
    const reference = await fetch(appUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.255.255' },
      body,
    });
    if (reference.status !== 201) throw new Error(`POST ${appUrl} → ${reference.status}: ${await reference.text()}`);
    const answer = Buffer.from(await reference.arrayBuffer());
    // The baseline reads the whole body (as the app must) and answers the app's bytes.
    const raw = http.createServer((req, res) => {
      req.on('data', () => {});
      req.on('end', () => {
        res.writeHead(201, { 'content-type': 'application/json', 'content-length': answer.length });
        res.end(answer);
      });
    });
    servers.push(raw);
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', () => resolve()));
    const rawUrl = `http://127.0.0.1:${(raw.address() as AddressInfo).port}/api/shop/bench-orders/orders`;

    // Rate-limit rows of other addresses, all inside the last hour (the clean-up keeps them): 1,000, then 100,000.
    const fillRateHits = async (total: number) => {
      const have = Number(
        (
          await db
            .selectFrom('shopper_rate_hits')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirst()
        )?.n ?? 0,
      );
      const now = Date.now();
      for (let done = have; done < total;) {
        const rows = Array.from({ length: Math.min(500, total - done) }, (_, i) => ({
          id: newId(),
          key: `order:192.168.${(done + i) >> 8}.${(done + i) & 255}`,
          created_at: new Date(now - ((done + i) % 1800) * 1000).toISOString(),
        }));
        await db.insertInto('shopper_rate_hits').values(rows).execute();
        done += rows.length;
      }
    };

    console.log(
      `POST /api/shop/{slug}/orders: ${CONNECTIONS} in flight, ${SECONDS} s per measure, SQLite synchronous = FULL, loopback`,
    );
    await load(appUrl, body, 1);
    await load(rawUrl, body, 1);
    const sizes = [1_000, 100_000];
    const results: { size: number; app: Run; raw: Run }[] = [];
    for (const size of sizes) {
      await fillRateHits(size);
      const app1 = await load(appUrl, body, SECONDS);
      const raw1 = await load(rawUrl, body, SECONDS);
      results.push({ size, app: app1, raw: raw1 });
    }
    for (const r of results) {
      fmt(`app, ${r.size.toLocaleString('en')} rate-limit rows`, r.app);
      fmt('raw node:http POST, same answer', r.raw);
    }
    for (const r of results) {
      const ratio = r.app.rps / r.raw.rps;
      console.log(
        `ratio app/raw at ${r.size.toLocaleString('en')} rate-limit rows: ${ratio.toFixed(3)} (goal ≥ 0.2) ${ratio >= 0.2 ? 'met' : 'NOT met'}`,
      );
    }
    const orders = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    console.log(`orders placed: ${Number(orders?.n ?? 0)}`);
  } finally {
    for (const s of servers) s.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
