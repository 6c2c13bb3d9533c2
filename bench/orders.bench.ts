// Orders bench: shopper orders per second through POST /api/shop/{slug}/orders on the real app (SQLite with
// `synchronous = FULL`: every commit is a disk flush) against a raw node:http server that reads the same POST body
// and answers the same bytes, in the same run, over loopback, 8 and then 64 requests in flight (both servers at each
// level, side by side). Each order is a new shopper from a new address (bench/orders-request.cjs), so the rate limit
// counts it and the customer look-up by phone and e-mail runs against a growing table. Measured with 1,000 and with
// 100,000 rate-limit rows of other addresses in the table (the clean-up and the count must not grow with it). Goal:
// app/raw ≥ 0.2 at both sizes. Also printed: a bare `synchronous = FULL` commit on the same disk (the flush every
// group of orders waits for: with N in flight, orders/s ≤ N / flush time) and how many orders each commit carried
// (api/db/group-commit.ts). BENCH_SECONDS (default 4) sets each measurement's length. Last, the CPU time per order
// in process (bench/orders-cpu.ts): the steady figure when other people's load makes both servers' rates swing; and
// the floor, SQLite's own CPU for the statements of an order (bench/orders-floor.ts; BENCH_VERBOSE=1: per statement).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import SQLite from 'better-sqlite3';
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon';
import { loadConfig } from '../api/config';
import { openDatabase, migrateToLatest } from '../api/db/database';
import { groupCommitCounts } from '../api/db/group-commit';
import { createApp } from '../api/app';
import { newId } from '../api/ids';
import { createMerchant, createProduct } from '../api/testing/factories';
import { cpuPerOrder } from './orders-cpu';
import { orderFloor, printFloor } from './orders-floor';

const SECONDS = Math.max(1, Math.min(60, Number(process.env.BENCH_SECONDS ?? 4) || 4));
const CONCURRENCY = [8, 64];
const setupRequest = path.join(path.dirname(new URL(import.meta.url).pathname), 'orders-request.cjs');

interface Run {
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, body: string, duration: number, connections: number): Promise<Run> {
  const result = await autocannon({
    url,
    connections,
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

/** The mean time of a bare one-row commit with the app's pragmas (WAL, synchronous = FULL): one disk flush. */
function bareCommitMs(file: string, count = 200): number {
  const sqlite = new SQLite(file);
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.exec('create table t (id integer primary key, v text)');
    const insert = sqlite.prepare('insert into t (v) values (?)');
    for (let i = 0; i < 10; i++) insert.run('warm');
    const start = process.hrtime.bigint();
    for (let i = 0; i < count; i++) insert.run('x');
    return Number(process.hrtime.bigint() - start) / 1e6 / count;
  } finally {
    sqlite.close();
  }
}

const fmt = (label: string, r: Run) =>
  console.log(
    `${label.padEnd(52)} ${r.rps.toFixed(0).padStart(6)} req/s   p99 ${r.p99.toFixed(1)} ms` +
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

    const flushMs = bareCommitMs(path.join(dataDir, 'bare-commit.sqlite'));
    console.log(
      `POST /api/shop/{slug}/orders: ${CONCURRENCY.join(' and ')} in flight, ${SECONDS} s per measure, SQLite synchronous = FULL, loopback`,
    );
    console.log(
      `bare synchronous = FULL commit on this disk: ${flushMs.toFixed(2)} ms (one commit per order caps at ` +
        `${(1000 / flushMs).toFixed(0)} orders/s; N in flight, each waiting one flush: ≤ N × ${(1000 / flushMs).toFixed(0)}/s)`,
    );
    await load(appUrl, body, 1, 8);
    await load(rawUrl, body, 1, 8);
    const sizes = [1_000, 100_000];
    const results: { size: number; connections: number; app: Run; raw: Run; perCommit: number }[] = [];
    for (const size of sizes) {
      await fillRateHits(size);
      for (const connections of CONCURRENCY) {
        const before = groupCommitCounts(db);
        const app1 = await load(appUrl, body, SECONDS, connections);
        const after = groupCommitCounts(db);
        const raw1 = await load(rawUrl, body, SECONDS, connections);
        const commits = after.commits - before.commits;
        results.push({
          size,
          connections,
          app: app1,
          raw: raw1,
          perCommit: commits > 0 ? (after.writes - before.writes) / commits : 1,
        });
      }
    }
    for (const r of results) {
      const at = `${r.size.toLocaleString('en')} rate-limit rows, ${r.connections} in flight`;
      fmt(`app, ${at}`, r.app);
      fmt(`raw node:http POST, ${r.connections} in flight`, r.raw);
      console.log(`  orders per commit: ${r.perCommit.toFixed(1)}`);
    }
    for (const r of results) {
      const ratio = r.app.rps / r.raw.rps;
      console.log(
        `ratio app/raw at ${r.size.toLocaleString('en')} rate-limit rows, ${String(r.connections).padStart(2)} in flight: ` +
          `${ratio.toFixed(3)} (goal ≥ 0.2) ${ratio >= 0.2 ? 'met' : 'NOT met'}`,
      );
    }
    const orders = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    console.log(`orders placed: ${Number(orders?.n ?? 0)}`);
    const cpu = await cpuPerOrder();
    // The budget 0.2× leaves: one core's time per order at a fifth of the raw server's measured rate (64 in flight).
    const raw64 = results.filter((r) => r.connections === 64).map((r) => r.raw.rps);
    const budgetMs = raw64.length ? 1000 / (0.2 * Math.max(...raw64)) : NaN;
    console.log(
      `CPU per order, in process (app.request, 64 at once, 3,000 orders): ${cpu.cpuMs.toFixed(3)} ms ` +
        `(0.2× the raw POST's best rate at 64 in flight leaves ${budgetMs.toFixed(3)} ms per order, HTTP included)`,
    );
    // What SQLite alone spends on an order's statements (bench/orders-floor.ts): the part no JS change can remove.
    printFloor(await orderFloor(), process.env.BENCH_VERBOSE === '1');
  } finally {
    for (const s of servers) s.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
