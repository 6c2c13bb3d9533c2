import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE } from '#shared/messages';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';
import { createMerchant, createProduct } from '../testing/factories';
import { testDialect } from '../testing/harness';
import { shopper } from '../testing/requests';
import { FAKE_BUILDER, freePort, startApiProcess } from '../testing/processes';
import { expectAcknowledgedOrdersKept } from '../testing/acknowledged-orders';

/**
 * PostgreSQL restarted under the real server (`api/server.ts`, as `npm start` runs it): a fast stop (what a failover,
 * a minor upgrade or a managed database's maintenance does) while shoppers order and one order's transaction waits
 * in the middle, then a start. The process must live on, answer 503 with Retry-After meanwhile (/api/health 200,
 * /api/ready 503), serve again within 10 s of the database's return without a restart, and keep every order it
 * acknowledged, the stock matching the orders (a transaction cut half-way rolled back whole).
 * On a PostgreSQL cluster of its own (own folder, own port): the suite's shared one is never stopped.
 * PostgreSQL only (`npm run test:pg` has the binaries).
 */

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const INITIAL_STOCK = 100_000;
const asRoot = process.getuid?.() === 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(testDialect !== 'postgres')('PostgreSQL restarted under load', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-pg-restart-'));
  const dataDir = path.join(dir, 'app');
  let server: ChildProcess | null = null;
  let pgPort = 0;

  /** pg_ctl / initdb as the cluster's owner (the server refuses root). */
  const pgCommand = (bin: string, args: string[]) => {
    const cmd = asRoot ? 'runuser' : path.join(PG_BIN, bin);
    const full = asRoot ? ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args] : args;
    const run = spawnSync(cmd, full, { cwd: dir, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`${bin} ${args.join(' ')} : ${run.stderr || run.stdout}`);
  };
  const pgStart = () =>
    pgCommand('pg_ctl', [
      '-D',
      path.join(dir, 'data'),
      '-o',
      `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
      '-l',
      path.join(dir, 'log'),
      '-w',
      'start',
    ]);
  const pgStop = () => pgCommand('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']);

  afterAll(() => {
    server?.kill('SIGKILL');
    try {
      pgCommand('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'immediate', 'stop']);
    } catch {
      // already stopped
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the process lives, answers 503 while the database is away, serves again within 10 s and loses no acknowledged order', async () => {
    fs.chmodSync(dir, 0o755);
    if (asRoot) spawnSync('chown', ['postgres:', dir]);
    pgCommand('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    pgPort = await freePort();
    pgStart();
    const url = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;

    // The data, made before the server starts (start then skips the demo seed).
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: url });
    const setup = openDatabase(url);
    await migrateToLatest(setup);
    const merchant = await createMerchant(setup, config, { subscription: 'active' });
    const { productId } = await createProduct(setup, merchant.storeId, { stock: INITIAL_STOCK });
    await setup.destroy();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startApiProcess(port, {
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      JWT_SECRET: 'redemarrage-de-la-base-secret-de-test-0123456789',
      // The publishing worker polls the queue all along: background work must outlive the outage too.
      STOREFRONT_BUILDER: FAKE_BUILDER,
      LOG_LEVEL: 'silent',
      TRUST_PROXY: 'true',
    });
    let exitCode: number | null | 'alive' = 'alive';
    server.once('exit', (code) => (exitCode = code));

    const acknowledged: string[] = [];
    const refusals: { status: number; retryAfter: string | null; message: string }[] = [];
    let sent = 0;
    let stop = false;
    const order = async (n: number) => {
      sent++;
      const res = await fetch(`${base}/api/shop/${merchant.slug}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.2.${n}.${sent % 250}` },
        body: JSON.stringify(shopper(productId, { quantity: '1' })),
      });
      const body = (await res.json()) as { data?: { id: string }; message: string };
      if (res.status === 201) acknowledged.push(body.data!.id);
      else refusals.push({ status: res.status, retryAfter: res.headers.get('retry-after'), message: body.message });
      return res.status;
    };
    const shoppers = Array.from({ length: 4 }, async (_, n) => {
      while (!stop) await order(n).catch(() => sleep(50));
    });
    while (acknowledged.length < 20) await sleep(20);

    // An order's transaction held in the middle: the store's sync counter is locked here, so the orders that reach
    // it wait inside their transaction (their rate-limit rows already written) when the database stops.
    const holder = new pg.Client({ connectionString: url });
    holder.on('error', () => {});
    await holder.connect();
    await holder.query('begin');
    await holder.query('select * from store_sync_counters where store_id = $1 for update', [merchant.storeId]);
    const inFlight = acknowledged.length;
    await sleep(500);

    pgStop();
    const outage = { health: 0, ready: 0 };
    for (let i = 0; i < 6; i++) {
      outage.health = (await fetch(`${base}/api/health`)).status;
      outage.ready = (await fetch(`${base}/api/ready`)).status;
      await sleep(300);
    }
    // A shopper's order form posted without JavaScript meanwhile: an HTML page, never JSON.
    const plain = await fetch(`${base}/api/shop/${merchant.slug}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({ productId, quantity: '1' }).toString(),
    });
    expect(plain.status).toBe(503);
    expect(plain.headers.get('content-type')).toMatch(/^text\/html/);
    expect(plain.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await plain.text()).toContain(SERVICE_UNAVAILABLE);
    expect(exitCode).toBe('alive');
    expect(outage.health).toBe(200);
    expect(outage.ready).toBe(503);
    const during = refusals.filter((r) => r.status === 503);
    expect(during.length).toBeGreaterThan(0);
    for (const r of during) {
      expect(r.retryAfter).toMatch(/^\d+$/);
      expect(r.message).toBe(SERVICE_UNAVAILABLE);
    }
    // Only 201 and 503: no 500, no hang.
    expect(refusals.filter((r) => r.status !== 503 && r.status !== 429)).toEqual([]);

    pgStart();
    const back = Date.now();
    const before = acknowledged.length;
    while (acknowledged.length === before && Date.now() - back < 30_000) await sleep(50);
    const servedAgainMs = Date.now() - back;
    while ((await fetch(`${base}/api/ready`)).status !== 200 && Date.now() - back < 30_000) await sleep(100);
    const readyAgain = Date.now() - back;
    console.log(`[database-restart] orders again ${servedAgainMs} ms, ready again ${readyAgain} ms after the start`);
    expect(servedAgainMs).toBeLessThan(10_000);
    expect(readyAgain).toBeLessThan(10_000);
    expect(acknowledged.length).toBeGreaterThan(inFlight);

    stop = true;
    await Promise.all(shoppers);
    expect(exitCode).toBe('alive');
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
    server = null;

    await expectAcknowledgedOrdersKept(url, {
      storeId: merchant.storeId,
      productId,
      initialStock: INITIAL_STOCK,
      acknowledged,
    });
  }, 120_000);
});
