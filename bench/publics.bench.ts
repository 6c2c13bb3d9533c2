// Publics bench: throughput and p99 latency of GET /api/publics/demo on the real app (Hono → Kysely →
// better-sqlite3, served by @hono/node-server) against a raw node:http server answering the same JSON bytes, in the
// same run, on loopback, in paired rounds, with the route's cache on and off. Goal: uncached app/raw ≥ 0.5. The load runs in an autocannon worker thread so that it does not
// share the servers' event loop. BENCH_SECONDS (default 4) sets each measurement's length.
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
import { seedDemoData } from '../api/seed/demo';
import { publicStoreCache } from '../api/publics/public-store-cache';

interface Run {
  rps: number;
  p99: number;
  p50: number;
  errors: number;
  non2xx: number;
}

const SECONDS = Math.max(1, Math.min(60, Number(process.env.BENCH_SECONDS ?? 4) || 4));
const CONNECTIONS = 20;

async function load(url: string, duration: number): Promise<Run> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, workers: 1 });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

const fmt = (label: string, r: Run) =>
  console.log(
    `${label.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1)} ms   p99 ${r.p99.toFixed(1)} ms` +
      (r.errors || r.non2xx ? `   (errors ${r.errors}, non-2xx ${r.non2xx})` : ''),
  );

export default async function publicsBench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-bench-publics-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLISH_STOREFRONTS: 'false' });
  const db = openDatabase(path.join(dataDir, 'boutique.sqlite'));
  const log = { info: () => {}, error: () => {} };
  const servers: { close(): void }[] = [];
  try {
    await migrateToLatest(db);
    await seedDemoData(db, config, log);
    const app = createApp({ db, config, log, mailer: { send: async () => {} } });

    const appServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as unknown as http.Server;
    servers.push(appServer);
    await new Promise<void>((resolve) =>
      appServer.listening ? resolve() : appServer.once('listening', () => resolve()),
    );
    const appUrl = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}/api/publics/demo`;

    // The baseline answers exactly the bytes the app answers.
    const reference = await fetch(appUrl);
    if (reference.status !== 200) throw new Error(`GET /api/publics/demo → ${reference.status}`);
    const body = Buffer.from(await reference.arrayBuffer());
    const raw = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
      res.end(body);
    });
    servers.push(raw);
    const rawUrl = `http://127.0.0.1:${await listen(raw)}/api/publics/demo`;

    console.log(
      `GET /api/publics/demo: ${body.length} bytes, ${CONNECTIONS} connections, ${SECONDS} s per measure, loopback`,
    );
    // Warm both (JIT, SQLite page cache). Then alternate app and raw in three paired rounds: other processes on the
    // machine come and go, so each round's ratio compares two runs made seconds apart, and the median ratio is kept.
    await load(appUrl, 2);
    await load(rawUrl, 1);
    const rounds: { app: Run; raw: Run }[] = [];
    for (let i = 0; i < 3; i++) rounds.push({ app: await load(appUrl, SECONDS), raw: await load(rawUrl, SECONDS) });
    const median = <T>(xs: T[], key: (x: T) => number) =>
      [...xs].sort((a, b) => key(a) - key(b))[Math.floor(xs.length / 2)]!;
    const mid = median(rounds, (r) => r.app.rps / r.raw.rps);
    // The same route with its cache off (every request runs the one compiled query), in three paired rounds too:
    // the goal is on this one (uncached ≥ 0.5× raw).
    publicStoreCache.enabled = false;
    const uncachedRounds: { app: Run; raw: Run }[] = [];
    for (let i = 0; i < 3; i++)
      uncachedRounds.push({ app: await load(appUrl, SECONDS), raw: await load(rawUrl, SECONDS) });
    publicStoreCache.enabled = true;
    const uncached = median(uncachedRounds, (r) => r.app.rps / r.raw.rps);
    const health = {
      app: await load(appUrl.replace('/api/publics/demo', '/api/health'), SECONDS),
      raw: await load(rawUrl, SECONDS),
    };

    fmt('app (Hono + cache)', mid.app);
    fmt('raw node:http, same JSON', mid.raw);
    for (const [i, r] of rounds.entries()) {
      console.log(
        `  round ${i + 1}: app ${r.app.rps.toFixed(0)} req/s, raw ${r.raw.rps.toFixed(0)} req/s, ratio ${(r.app.rps / r.raw.rps).toFixed(2)}`,
      );
    }
    fmt('app, cache off (database each time)', uncached.app);
    fmt('raw node:http, same JSON', uncached.raw);
    for (const [i, r] of uncachedRounds.entries()) {
      console.log(
        `  round ${i + 1}: app ${r.app.rps.toFixed(0)} req/s, raw ${r.raw.rps.toFixed(0)} req/s, ratio ${(r.app.rps / r.raw.rps).toFixed(2)}`,
      );
    }
    fmt('app GET /api/health (no database)', health.app);
    const ratio = mid.app.rps / mid.raw.rps;
    const uncachedRatio = uncached.app.rps / uncached.raw.rps;
    console.log(`ratio cached/raw (median of the rounds): ${ratio.toFixed(2)}`);
    console.log(
      `ratio uncached/raw (median of the rounds): ${uncachedRatio.toFixed(2)} (goal ≥ 0.5) ${uncachedRatio >= 0.5 ? 'met' : 'NOT met'}; ` +
        `framework floor (health/raw): ${(health.app.rps / health.raw.rps).toFixed(2)}`,
    );
  } finally {
    for (const s of servers) s.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
