import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';
import { createMerchant, createProduct } from '../testing/factories';
import { testDialect } from '../testing/harness';
import { createTestDatabase, testDatabaseUrl } from '../testing/postgres';
import { shopper } from '../testing/requests';
import { freePort, until as untilEvery } from '../testing/processes';

/** This file's waits: up to 120_000 ms, polled every 100 ms. */
const until = (what: string, check: () => Promise<boolean> | boolean, ms = 120_000) =>
  untilEvery(what, check, { ms, everyMs: 100 });

/**
 * `npm run start:cluster` restarts its processes one by one on SIGHUP (api/cluster.ts), under shopper orders: every
 * order is answered (none refused, none reset: the primary keeps the port and hands connections to a listening
 * process), every acknowledged one is stored, the processes are all new afterwards, and SIGTERM stops the cluster
 * with exit code 0. PostgreSQL only: several processes need it (one process owns a SQLite file).
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-rolling-'));
const JWT_SECRET = 'redemarrage-progressif-secret-de-test-0123456789';
let primary: ChildProcess | null = null;
let pg: { url: string; drop(): Promise<void> } | null = null;

afterAll(async () => {
  primary?.kill('SIGKILL');
  await pg?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(testDialect !== 'postgres')('start:cluster rolling restart', () => {
  it('replaces every process one by one under orders: nothing refused, reset or lost; SIGTERM exits 0', async () => {
    pg = await createTestDatabase(testDatabaseUrl()!);
    const env = { DATA_DIR: dataDir, JWT_SECRET, DATABASE_URL: pg.url, LOG_LEVEL: 'silent' };
    const setup = openDatabase(pg.url);
    await migrateToLatest(setup);
    const merchant = await createMerchant(setup, loadConfig(env), {
      subscription: 'active',
      slug: 'cluster-progressif',
    });
    const { productId } = await createProduct(setup, merchant.storeId, { stock: 100_000 });
    await setup.destroy();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const log: string[] = [];
    primary = spawn(process.execPath, ['--import', 'tsx', 'api/cluster.ts', '2'], {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        LOG_LEVEL: 'info',
        PORT: String(port),
        TRUST_PROXY: 'true',
        PUBLISH_STOREFRONTS: 'false',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    primary.stdout!.on('data', (d: Buffer) => log.push(...d.toString().split('\n').filter(Boolean)));
    const exited = new Promise<number | null>((resolve) => primary!.once('exit', (code) => resolve(code)));
    const pids = () => new Set(log.filter((l) => l.includes('Boutique prête')).map((l) => JSON.parse(l).pid as number));
    await until('both processes listen', () => pids().size === 2);
    const first = pids();

    const failures: string[] = [];
    const orders: string[] = [];
    let stop = false;
    const shoppers = Array.from({ length: 6 }, async (_, n) => {
      for (let i = 0; !stop; i++) {
        try {
          const res = await fetch(`${base}/api/shop/${merchant.slug}/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.3.${n}.${i % 250}` },
            body: JSON.stringify(shopper(productId, { quantity: '1' })),
          });
          if (res.status === 201) orders.push(((await res.json()) as { data: { id: string } }).data.id);
          else failures.push(`status ${res.status}`);
        } catch (err) {
          failures.push(`${(err as { cause?: { code?: string } }).cause?.code} ${(err as Error).message}`);
        }
      }
    });
    await until('orders flow', () => orders.length >= 20);
    primary.kill('SIGHUP');
    await until('the rolling restart ends', () => log.some((l) => l.includes('redémarrage progressif terminé')));
    const countAtEnd = orders.length;
    await until('orders flow after the restart', () => orders.length >= countAtEnd + 20);
    stop = true;
    await Promise.all(shoppers);

    const now = pids();
    expect(now.size).toBe(4);
    expect(failures).toEqual([]);
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    primary = null;

    const db = openDatabase(pg.url);
    try {
      const stored = new Set(
        (await db.selectFrom('orders').select('id').where('store_id', '=', merchant.storeId).execute()).map(
          (o) => o.id,
        ),
      );
      expect(orders.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await db.destroy();
    }
    expect([...first].every((pid) => now.has(pid))).toBe(true);
  }, 300_000);
});
