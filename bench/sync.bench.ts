// Sync bench: time to sync 1,000 queued customer changes (500 creates, then an edit of each) pushed in batches of 100
// against the same 1,000 pushed one request each, as a ratio. Two levels, each on a fresh merchant:
//  1. HTTP: POST /api/sync/push on the real app served by @hono/node-server over loopback;
//  2. the PWA's sync engine (Dexie on fake-indexeddb) draining its outbox through the same loopback server.
// The same for 1,000 queued order changes (500 orders, each with a catalogue line whose stock the server reserves,
// then a status change of each), and the first pull of 5,000 customers and of 5,000 orders to a new device (time and
// bytes on the wire, raw and gzipped).
import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { SyncMutation } from '#shared/sync';
import { loadConfig } from '../api/config';
import { openDatabase, migrateToLatest } from '../api/db/database';
import { createApp } from '../api/app';
import { newId } from '../api/ids';
import { SyncEngine } from '../pwa/lib/sync/engine';
import { queueUpsert } from '../pwa/lib/sync/local-writes';
import { newBrowserProfile, openTestDatabase } from '../pwa/lib/sync/test-support';
import { httpTransport, type Wire } from './sync-transport';
import { createMerchant, createProduct } from '../api/testing/factories';
import { newOrderCode } from '#shared/schemas/order-record';
import { PULL_LIMIT_MAX, PUSH_BATCH_MAX } from '#shared/sync';

const CHANGES = 1000;
const BATCH = 100;
const PULL_ROWS = 5000;

function mutations(): SyncMutation[] {
  const ids = Array.from({ length: CHANGES / 2 }, () => newId());
  const creates = ids.map((id, i) => ({
    mutationId: newId(),
    table: 'customers',
    op: 'upsert' as const,
    id,
    baseVersion: 0,
    changes: {
      firstName: `Client ${i}`,
      lastName: 'Bench',
      phone: '70112233',
      city: 'Ouagadougou',
      measurements: { taille: 80 + (i % 20) },
    },
  }));
  const edits = ids.map((id) => ({
    mutationId: newId(),
    table: 'customers',
    op: 'upsert' as const,
    id,
    baseVersion: 0,
    changes: { city: 'Bobo-Dioulasso' },
  }));
  return [...creates, ...edits];
}

const orderFields = (i: number, productId: string | null) => ({
  code: newOrderCode(),
  status: 'pending',
  customerId: null,
  firstname: `Cliente ${i}`,
  lastname: 'Bench',
  phone: '+22670112233',
  email: '',
  city: 'Ouagadougou',
  address: 'Secteur 15',
  lines: [
    { productId, subProductId: null, name: 'Pagne wax', size: 'M', color: 'Rouge', quantity: 1, unitPrice: 5000 },
    { productId: null, subProductId: null, name: 'Retouche', size: null, color: null, quantity: 1, unitPrice: 1500 },
  ],
  message: null,
});

/** 500 new orders (each reserving one item of the product), then a status change of each: 1,000 changes. */
function orderMutations(productId: string): SyncMutation[] {
  const ids = Array.from({ length: CHANGES / 2 }, () => newId());
  const creates = ids.map((id, i) => ({
    mutationId: newId(),
    table: 'orders',
    op: 'upsert' as const,
    id,
    baseVersion: 0,
    changes: orderFields(i, productId),
  }));
  const moves = ids.map((id) => ({
    mutationId: newId(),
    table: 'orders',
    op: 'upsert' as const,
    id,
    baseVersion: 0,
    changes: { status: 'confirmed', message: null },
  }));
  return [...creates, ...moves];
}

async function timed(fn: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

export default async function syncBench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-bench-sync-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLISH_STOREFRONTS: 'false' });
  const db = openDatabase(path.join(dataDir, 'boutique.sqlite'));
  await migrateToLatest(db);
  const app = createApp({ db, config, log: { info: () => {}, error: () => {} }, mailer: { send: async () => {} } });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  try {
    // 1. HTTP level.
    const pushAll = async (batch: number) => {
      const m = await createMerchant(db, config);
      const transport = httpTransport(base, m.token);
      const all = mutations();
      return timed(async () => {
        for (let i = 0; i < all.length; i += batch) {
          const { results } = await transport.push({ clientId: 'bench', mutations: all.slice(i, i + batch) });
          if (results.some((r) => r.status !== 'applied')) throw new Error('unexpected result');
        }
      });
    };
    await pushAll(BATCH); // warm-up (JIT, SQLite caches)
    const httpBatched = await pushAll(BATCH);
    const httpSingle = await pushAll(1);

    // 2. Client engine level: the outbox of 1,000 changes drained by the real engine.
    const engineRun = async (batchSize: number) => {
      const m = await createMerchant(db, config);
      const local = openTestDatabase(newBrowserProfile());
      const ids = Array.from({ length: CHANGES / 2 }, () => newId());
      for (const [i, id] of ids.entries())
        await queueUpsert(local, 'customers', id, { firstName: `Client ${i}`, lastName: 'Bench', city: 'Ouagadougou' });
      for (const id of ids) await queueUpsert(local, 'customers', id, { city: 'Bobo-Dioulasso' });
      const engine = new SyncEngine(local, httpTransport(base, m.token), { batchSize, pullLimit: 500 });
      const ms = await timed(() => engine.syncOnce());
      if ((await local.outbox.count()) !== 0) throw new Error('outbox not drained');
      local.close();
      return ms;
    };
    const engineBatched = await engineRun(BATCH);
    const engineSingle = await engineRun(1);

    // 3. Orders: the same 1,000 changes, judged by the order rules (stock reserved on create, state machine).
    const pushOrders = async (batch: number) => {
      const m = await createMerchant(db, config);
      const product = await createProduct(db, m.storeId, { name: 'Pagne wax', stock: 1_000_000 });
      const transport = httpTransport(base, m.token);
      const all = orderMutations(product.productId);
      return timed(async () => {
        for (let i = 0; i < all.length; i += batch) {
          const { results } = await transport.push({ clientId: 'bench', mutations: all.slice(i, i + batch) });
          if (results.some((r) => r.status !== 'applied')) throw new Error('unexpected order result');
        }
      });
    };
    await pushOrders(BATCH); // warm-up
    const ordersHttpBatched = await pushOrders(BATCH);
    const ordersHttpSingle = await pushOrders(1);
    const ordersEngineRun = async (batchSize: number) => {
      const m = await createMerchant(db, config);
      const product = await createProduct(db, m.storeId, { name: 'Pagne wax', stock: 1_000_000 });
      const local = openTestDatabase(newBrowserProfile());
      const ids = Array.from({ length: CHANGES / 2 }, () => newId());
      for (const [i, id] of ids.entries()) await queueUpsert(local, 'orders', id, orderFields(i, product.productId));
      for (const id of ids) await queueUpsert(local, 'orders', id, { status: 'confirmed', message: null });
      const engine = new SyncEngine(local, httpTransport(base, m.token), { batchSize, pullLimit: 500 });
      const ms = await timed(() => engine.syncOnce());
      if ((await local.outbox.count()) !== 0 || (await local.rejected.count()) !== 0)
        throw new Error('orders not synced');
      local.close();
      return ms;
    };
    const ordersEngineBatched = await ordersEngineRun(BATCH);
    const ordersEngineSingle = await ordersEngineRun(1);

    // 4. First pull to a new device: 5,000 customers, then 5,000 orders, each on its own merchant.
    const firstPull = async (table: 'customers' | 'orders') => {
      const m = await createMerchant(db, config);
      const product = await createProduct(db, m.storeId, { name: 'Pagne wax', stock: 1_000_000 });
      const seed = httpTransport(base, m.token);
      const all: SyncMutation[] = Array.from({ length: PULL_ROWS }, (_, i) => ({
        mutationId: newId(),
        table,
        op: 'upsert' as const,
        id: newId(),
        baseVersion: 0,
        changes:
          table === 'orders'
            ? orderFields(i, product.productId)
            : { firstName: `Client ${i}`, lastName: 'Bench', phone: '70112233', city: 'Ouagadougou' },
      }));
      for (let i = 0; i < all.length; i += PUSH_BATCH_MAX)
        await seed.push({ clientId: 'seed', mutations: all.slice(i, i + PUSH_BATCH_MAX) });
      const wire: Wire = { chunks: [] };
      const local = openTestDatabase(newBrowserProfile());
      const engine = new SyncEngine(local, httpTransport(base, m.token, wire), { pullLimit: PULL_LIMIT_MAX });
      const ms = await timed(() => engine.syncOnce());
      const held = await local.mirror(table).count();
      if (held !== PULL_ROWS) throw new Error(`first pull holds ${held} ${table}`);
      local.close();
      const raw = wire.chunks.reduce((n, c) => n + Buffer.byteLength(c), 0);
      const gzip = wire.chunks.reduce((n, c) => n + zlib.gzipSync(c).length, 0);
      return { ms, raw, gzip, requests: wire.chunks.length };
    };
    const pullCustomers = await firstPull('customers');
    const pullOrders = await firstPull('orders');

    const line = (label: string, batched: number, single: number) =>
      console.log(
        `${label.padEnd(30)} batches of ${BATCH}: ${batched.toFixed(0).padStart(6)} ms   1 per request: ${single.toFixed(0).padStart(6)} ms   ratio ${(single / batched).toFixed(1)}×`,
      );
    console.log(`${CHANGES} pending customer changes (500 creations + 500 edits), server on loopback:`);
    line('POST /api/sync/push', httpBatched, httpSingle);
    line('PWA engine (Dexie, outbox)', engineBatched, engineSingle);
    console.log(`${CHANGES} pending order changes (500 orders reserving stock + 500 status changes):`);
    line('POST /api/sync/push', ordersHttpBatched, ordersHttpSingle);
    line('PWA engine (Dexie, outbox)', ordersEngineBatched, ordersEngineSingle);
    const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
    const pull = (label: string, r: Awaited<ReturnType<typeof firstPull>>) =>
      console.log(
        `${label.padEnd(30)} ${r.ms.toFixed(0).padStart(6)} ms   ${r.requests} requests   ${kb(r.raw)} (${kb(r.gzip)} gzip)   ${(r.raw / PULL_ROWS).toFixed(0)} B/row`,
      );
    console.log(`First load of a new device (${PULL_ROWS} rows, pages of ${PULL_LIMIT_MAX}):`);
    pull('customers', pullCustomers);
    pull('orders', pullOrders);
    console.log(
      `  orders / customers: time ${(pullOrders.ms / pullCustomers.ms).toFixed(1)}×, bytes ${(pullOrders.raw / pullCustomers.raw).toFixed(1)}×`,
    );
  } finally {
    server.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
