import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase, type DB } from '../db/database';
import { newId } from '../ids';
import { createMerchant, createProduct } from '../testing/factories';
import { testDialect } from '../testing/harness';
import { createTestDatabase, testDatabaseUrl } from '../testing/postgres';
import { shopper, syncUpsert } from '../testing/requests';
import { FAKE_BUILDER, freePort, startApiProcess, until } from '../testing/processes';

/**
 * Restart without loss: the real server (`api/server.ts`, as `npm start` runs it) gets SIGTERM while shoppers order
 * and a tablet pushes its changes continuously over keep-alive connections, and while it publishes a store. Every
 * request must have been answered (then what it acknowledged is in the database) or refused before it began
 * (connection refused): no reset, no connection closed under a request. A request whose body was still arriving is
 * answered, with `Connection: close`. The publication goes back to the queue, and the process exits 0.
 * Both databases.
 */

const JWT_SECRET = 'arret-sans-perte-secret-de-test-0123456789';
let server: ChildProcess | null = null;
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  server?.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

/** How a request ended: answered (with its status), refused before it began, or anything else (a failure). */
type Outcome = { kind: 'answered'; status: number } | { kind: 'refused' } | { kind: 'broken'; why: string };

async function send(url: string, init: RequestInit): Promise<{ outcome: Outcome; body: unknown }> {
  try {
    const res = await fetch(url, init);
    const body = await res.json().catch(() => null);
    return { outcome: { kind: 'answered', status: res.status }, body };
  } catch (err) {
    const code = (err as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED') return { outcome: { kind: 'refused' }, body: null };
    return { outcome: { kind: 'broken', why: `${code ?? ''} ${(err as Error).message}` }, body: null };
  }
}

describe('SIGTERM under load', () => {
  // One retry, each attempt on its own data: a connection the kernel had completed but Node had not yet accepted when
  // the listening socket closed is reset by the kernel (the listen backlog), not refused. No server code can tell that
  // connection apart; on a loaded 2-core machine it happened in about one run out of three. Two runs in a row hitting
  // it would be a real fault.
  it(
    'answers or refuses every request, loses no acknowledged order or push, hands its publication back, exits 0',
    { retry: 1, timeout: 240_000 },
    async () => {
      server?.kill('SIGKILL');
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-graceful-'));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const pg = testDialect === 'postgres' ? await createTestDatabase(testDatabaseUrl()!) : null;
      if (pg) cleanups.push(() => pg.drop());
      const env = { DATA_DIR: dataDir, JWT_SECRET, LOG_LEVEL: 'silent', ...(pg ? { DATABASE_URL: pg.url } : {}) };
      const config = loadConfig(env);
      const open = (): DB => openDatabase(pg?.url ?? path.join(dataDir, 'boutique.sqlite'));
      const setup = open();
      await migrateToLatest(setup);
      // Made before the server starts: it skips the demo seed and queues both stores' first publication.
      const merchant = await createMerchant(setup, config, { subscription: 'active', slug: 'arret-commandes' });
      const { productId } = await createProduct(setup, merchant.storeId, { stock: 100_000 });
      const slow = await createMerchant(setup, config, { slug: 'arret-publication' });
      await setup.updateTable('stores').set({ name: 'Boutique LENT' }).where('id', '=', slow.storeId).execute();
      await setup.destroy();

      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      server = await startApiProcess(port, {
        ...env,
        LOG_LEVEL: 'error',
        TRUST_PROXY: 'true',
        SHUTDOWN_GRACE_S: '30',
        STOREFRONT_BUILDER: FAKE_BUILDER,
        FAKE_BUILD_SLOW_MS: '120000',
        PUBLISH_SETTLE_MS: '0',
      });
      const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
      const db = open();
      try {
        await until('the slow publication runs', async () =>
          Boolean(
            await db
              .selectFrom('publish_jobs')
              .select('status')
              .where('store_id', '=', slow.storeId)
              .where('status', '=', 'running')
              .executeTakeFirst(),
          ),
        );

        const outcomes: Outcome[] = [];
        const orders: string[] = [];
        const pushed: string[] = [];
        let stop = false;
        const shoppers = Array.from({ length: 6 }, async (_, n) => {
          for (let i = 0; !stop; i++) {
            const { outcome, body } = await send(`${base}/api/shop/${merchant.slug}/orders`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.2.${n}.${i % 250}` },
              body: JSON.stringify(shopper(productId, { quantity: '1' })),
            });
            outcomes.push(outcome);
            if (outcome.kind === 'answered' && outcome.status === 201)
              orders.push((body as { data: { id: string } }).data.id);
            if (outcome.kind !== 'answered') return;
          }
        });
        const tablet = Array.from({ length: 2 }, async () => {
          while (!stop) {
            const id = newId();
            const { outcome } = await send(`${base}/api/sync/push`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${merchant.token}` },
              body: JSON.stringify({
                clientId: 'tablette',
                mutations: [
                  syncUpsert('customers', id, { firstName: 'Awa', lastName: 'K', phone: '70 11 22 33', city: 'Bobo' }),
                ],
              }),
            });
            outcomes.push(outcome);
            if (outcome.kind === 'answered' && outcome.status === 200) pushed.push(id);
            if (outcome.kind !== 'answered') return;
          }
        });

        // A push whose body is still arriving when the signal comes: begun, so it must be answered.
        const slowBody = JSON.stringify({
          clientId: 'tablette-lente',
          mutations: [
            syncUpsert('customers', newId(), { firstName: 'Lente', lastName: 'K', phone: '70 99 88 77', city: 'Bobo' }),
          ],
        });
        const half = Math.floor(slowBody.length / 2);
        let slowReq!: http.ClientRequest;
        const slowAnswer = new Promise<{ status: number; connection: string | undefined; body: string }>(
          (resolve, reject) => {
            slowReq = http.request(
              `${base}/api/sync/push`,
              {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(slowBody),
                  authorization: `Bearer ${merchant.token}`,
                },
              },
              (res) => {
                let body = '';
                res.on('data', (d) => (body += d));
                res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
              },
            );
            slowReq.on('error', reject);
            slowReq.write(slowBody.slice(0, half));
          },
        );

        await until('orders flow', () => orders.length >= 30 && pushed.length >= 5);
        server.kill('SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 1000));
        slowReq.end(slowBody.slice(half));
        const slowResult = await slowAnswer;
        const code = await exited;
        server = null;
        stop = true;
        await Promise.all([...shoppers, ...tablet]);

        expect(code).toBe(0);
        expect(slowResult.status).toBe(200);
        expect(slowResult.connection).toBe('close');
        const broken = outcomes.filter((o) => o.kind === 'broken');
        expect(broken).toEqual([]);
        expect(outcomes.filter((o) => o.kind === 'answered' && o.status >= 500)).toEqual([]);
        // After the stop, every loop was refused: the server took nothing more.
        expect(outcomes.filter((o) => o.kind === 'refused').length).toBe(8);

        const stored = new Set(
          (await db.selectFrom('orders').select('id').where('store_id', '=', merchant.storeId).execute()).map(
            (o) => o.id,
          ),
        );
        expect(orders.filter((id) => !stored.has(id))).toEqual([]);
        const customers = new Set(
          (await db.selectFrom('customers').select('id').where('store_id', '=', merchant.storeId).execute()).map(
            (c) => c.id,
          ),
        );
        expect(pushed.filter((id) => !customers.has(id))).toEqual([]);
        // The publication it was running is back in the queue, held by nobody: the next process builds it at once.
        const job = await db
          .selectFrom('publish_jobs')
          .select(['status', 'claimed_by'])
          .where('store_id', '=', slow.storeId)
          .executeTakeFirstOrThrow();
        expect(job).toEqual({ status: 'queued', claimed_by: null });
      } finally {
        await db.destroy();
      }
    },
  );
});
