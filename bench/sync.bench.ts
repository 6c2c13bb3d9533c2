// Sync bench: time to sync 1,000 queued customer changes (500 creates, then an edit of each) pushed in batches of 100
// against the same 1,000 pushed one request each, as a ratio. Two levels, each on a fresh merchant:
//  1. HTTP: POST /api/sync/push on the real app served by @hono/node-server over loopback;
//  2. the PWA's sync engine (Dexie on fake-indexeddb) draining its outbox through the same loopback server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { SyncMutation } from '../shared/sync';
import { loadConfig } from '../api/config';
import { openDatabase, migrateToLatest } from '../api/db/database';
import { createApp } from '../api/app';
import { newId } from '../api/ids';
import { SyncEngine } from '../pwa/lib/sync/engine';
import { queueUpsert } from '../pwa/lib/sync/local-writes';
import { newBrowserProfile, openTestDatabase } from '../pwa/lib/sync/test-support';
import type { SyncTransport } from '../pwa/lib/sync/transport';
import { createMerchant } from '../api/testing/factories';

const CHANGES = 1000;
const BATCH = 100;

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

function httpTransport(base: string, token: string): SyncTransport {
  const call = async (url: string, init?: RequestInit) => {
    const res = await fetch(base + url, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    if (!res.ok) throw Object.assign(new Error(`HTTP ${res.status}`), { status: res.status });
    return res.json();
  };
  return {
    push: (body) => call('/api/sync/push', { method: 'POST', body: JSON.stringify(body) }),
    pull: (since, limit) => call(`/api/sync/pull?since=${since}&limit=${limit}`),
  };
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

    const line = (label: string, batched: number, single: number) =>
      console.log(
        `${label.padEnd(30)} lots de ${BATCH}: ${batched.toFixed(0).padStart(6)} ms   1 par requête: ${single.toFixed(0).padStart(6)} ms   ratio ${(single / batched).toFixed(1)}×`,
      );
    console.log(
      `${CHANGES} modifications de clients en attente (500 créations + 500 modifications), serveur en boucle locale :`,
    );
    line('POST /api/sync/push', httpBatched, httpSingle);
    line('moteur PWA (Dexie, outbox)', engineBatched, engineSingle);
  } finally {
    server.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
