import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse, PushResponse, SyncMutation } from '#shared/sync';
import { loadConfig } from '../config';
import { openDatabase, type DB } from '../db/database';
import { newId } from '../ids';
import { enqueuePublish } from '../publishing/enqueue';
import { currentReleaseDir } from '../publishing/releases';
import { createMerchant, type TestMerchant } from '../testing/factories';
import { testDialect } from '../testing/harness';
import { createTestDatabase, testDatabaseUrl } from '../testing/postgres';
import {
  FAKE_BUILDER,
  fakeBuilds,
  freePort,
  killFakeBuilds,
  startApiProcess,
  until as untilEvery,
} from '../testing/processes';

/**
 * Several API processes on one PostgreSQL: two real servers (`api/server.ts`, as `npm start` or each
 * process of `npm run start:cluster` runs it) on two ports, sharing one database and one DATA_DIR, each with its own
 * publishing worker. A stand-in builder (api/publishing/testing/fake-builder.mjs) logs every build it starts.
 * PostgreSQL only: on SQLite one process owns the database.
 */

const JWT_SECRET = 'deux-processus-une-base-secret-de-test-0123456789';

interface Api {
  child: ChildProcess;
  port: number;
  url: string;
}

describe.skipIf(testDialect !== 'postgres')('two API processes on one PostgreSQL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-two-'));
  const buildLog = path.join(dataDir, 'builds.log');
  let database: { url: string; drop(): Promise<void> };
  let db: DB;
  let merchant: TestMerchant;
  const apis: Api[] = [];

  async function startApi(): Promise<Api> {
    const port = await freePort();
    // One node process: its pid is the one that claims publish jobs.
    const child = await startApiProcess(port, {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET,
      LOG_LEVEL: 'error',
      PUBLISH_JOB_TIMEOUT: '2',
      STOREFRONT_BUILDER: FAKE_BUILDER,
      FAKE_BUILD_LOG: buildLog,
      FAKE_BUILD_SLOW_MS: '600',
    });
    return { child, port, url: `http://127.0.0.1:${port}` };
  }

  const builds = () => fakeBuilds(buildLog);
  const starts = (slug: string) => builds().filter((b) => b.slug === slug && b.event === 'start');

  const until = (what: string, check: () => Promise<boolean> | boolean, ms = 20_000) =>
    untilEvery(what, check, { ms, everyMs: 100 });
  const queueEmpty = async () => (await db.selectFrom('publish_jobs').select('store_id').execute()).length === 0;

  beforeAll(async () => {
    database = await createTestDatabase(testDatabaseUrl()!);
    db = openDatabase(database.url);
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET, LOG_LEVEL: 'silent', DATABASE_URL: database.url });
    // Made before the servers start, so they skip the demo seed; its store is built once at start.
    merchant = await createMerchant(db, config, { slug: 'deux-appareils' });
    apis.push(...(await Promise.all([startApi(), startApi()])));
  }, 120_000);

  afterAll(async () => {
    for (const api of apis) api.child.kill('SIGKILL');
    // A build the killed process left behind (the hanging one) goes too.
    killFakeBuilds(buildLog);
    await db?.destroy();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a burst of publish jobs is shared by both workers and builds each store once, never twice at once', async () => {
    const stores = [];
    for (let i = 0; i < 6; i++)
      stores.push(await createMerchant(db, loadConfig({ DATA_DIR: dataDir, JWT_SECRET }), { slug: `rafale-${i}` }));
    await db.updateTable('stores').set({ name: 'Boutique LENT' }).where('slug', 'like', 'rafale-%').execute();
    // Three changes per store in a burst: each store's job coalesces them.
    for (let round = 0; round < 3; round++) for (const s of stores) await enqueuePublish(db, s.storeId);
    await until('the burst is published', async () => (await queueEmpty()) && builds().length >= 2 * 6, 30_000);

    for (const s of stores) {
      expect(starts(s.slug), s.slug).toHaveLength(1);
      expect(currentReleaseDir(dataDir, s.slug)).not.toBeNull();
    }
    // Both processes took part (each claims with FOR UPDATE SKIP LOCKED; the other's rows are skipped).
    const byApi = new Set(stores.flatMap((s) => starts(s.slug).map((b) => b.api)));
    expect([...byApi].sort()).toEqual(apis.map((a) => a.child.pid).sort());
  }, 60_000);

  it('two devices pushing through the two processes converge, no mutation lost or applied twice, and a pull never skips a version', async () => {
    const customer = (n: number, device: string) => ({
      firstName: `Client ${device}${n}`,
      lastName: 'Test',
      phone: `70 ${String(10 + (n % 90)).padStart(2, '0')} 00 ${device === 'a' ? '11' : '22'}`,
      city: 'Ouagadougou',
    });
    const post = async (api: Api, body: unknown): Promise<PushResponse> => {
      const res = await fetch(`${api.url}/api/sync/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${merchant.token}` },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as PushResponse;
    };
    const pull = async (api: Api, since: number): Promise<PullResponse> => {
      const res = await fetch(`${api.url}/api/sync/pull?since=${since}&limit=500`, {
        headers: { authorization: `Bearer ${merchant.token}` },
      });
      expect(res.status).toBe(200);
      return (await res.json()) as PullResponse;
    };

    // Device a talks to process 0, device b to process 1: 12 batches of 4 new customers each, 2 batches at a time.
    const sent: SyncMutation[] = [];
    const device = async (name: 'a' | 'b', api: Api) => {
      const batches: SyncMutation[][] = [];
      for (let b = 0; b < 12; b++) {
        const batch = Array.from({ length: 4 }, (_, i) => ({
          mutationId: newId(),
          table: 'customers',
          op: 'upsert' as const,
          id: newId(),
          baseVersion: 0,
          changes: customer(b * 4 + i, name),
        }));
        batches.push(batch);
        sent.push(...batch);
      }
      for (let b = 0; b < batches.length; b += 2) {
        const [r1, r2] = await Promise.all([
          post(api, { clientId: name, mutations: batches[b] }),
          post(api, { clientId: name, mutations: batches[b + 1] }),
        ]);
        for (const r of [...r1.results, ...r2.results]) expect(r.status).toBe('applied');
      }
      // A lost answer: the device sends its first batch again, through the other process.
      const replay = await post(apis[name === 'a' ? 1 : 0]!, { clientId: name, mutations: batches[0] });
      for (const r of replay.results) expect(r.status).toBe('applied');
    };

    // Meanwhile a third device follows with the cursor, alternating processes: every version it ever saw is kept.
    const seen = new Set<number>();
    let pushing = true;
    const follower = (async () => {
      let cursor = 0;
      for (let turn = 0; pushing || turn % 2 === 1; turn++) {
        const page = await pull(apis[turn % 2]!, cursor);
        for (const c of page.changes) seen.add(c.version);
        cursor = page.cursor;
      }
      for (;;) {
        const page = await pull(apis[0]!, cursor);
        for (const c of page.changes) seen.add(c.version);
        cursor = page.cursor;
        if (!page.hasMore) break;
      }
    })();
    await Promise.all([device('a', apis[0]!), device('b', apis[1]!)]);
    pushing = false;
    await follower;

    // No mutation lost or applied twice: one customer per creation, one log row per mutation id.
    const rows = await db
      .selectFrom('customers')
      .select(['id', 'version'])
      .where('store_id', '=', merchant.storeId)
      .execute();
    expect(rows).toHaveLength(sent.length);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(sent.map((m) => m.id)));
    const logged = await db
      .selectFrom('sync_mutations')
      .select('mutation_id')
      .where('store_id', '=', merchant.storeId)
      .execute();
    expect(logged).toHaveLength(sent.length);
    expect(new Set(rows.map((r) => Number(r.version))).size).toBe(rows.length);

    // Converged: both processes answer the same full state.
    const [fromA, fromB] = await Promise.all([pull(apis[0]!, 0), pull(apis[1]!, 0)]);
    expect(fromA.changes).toEqual(fromB.changes);
    expect(fromA.changes.map((c) => c.id).sort()).toEqual(rows.map((r) => r.id).sort());

    // Gap-safe: every committed version was seen by the follower's incremental pulls, none skipped.
    const missed = fromA.changes.map((c) => c.version).filter((v) => !seen.has(v));
    expect(missed).toEqual([]);
  }, 60_000);

  it('a process killed in the middle of a build leaves nothing stuck: the other takes the job over', async () => {
    const victimStore = await db
      .updateTable('stores')
      .set({ name: 'Boutique BLOQUÉ' })
      .where('id', '=', merchant.storeId)
      .executeTakeFirst();
    expect(Number(victimStore.numUpdatedRows)).toBe(1);
    await enqueuePublish(db, merchant.storeId);
    let holder = '';
    await until('a worker builds the store', async () => {
      const job = await db
        .selectFrom('publish_jobs')
        .select(['status', 'claimed_by'])
        .where('store_id', '=', merchant.storeId)
        .executeTakeFirst();
      holder = job?.status === 'running' ? (job.claimed_by ?? '') : '';
      return holder !== '' && starts(merchant.slug).length >= 2;
    });
    const victim = apis.find((a) => holder.includes(`:${a.child.pid}:`))!;
    const survivor = apis.find((a) => a !== victim)!;
    victim.child.kill('SIGKILL');
    await new Promise((resolve) => victim.child.once('exit', resolve));

    // The merchant changes the name again; the job is still 'running' for a dead process until its lease runs out.
    await db.updateTable('stores').set({ name: 'Reprise après la panne' }).where('id', '=', merchant.storeId).execute();
    await enqueuePublish(db, merchant.storeId);
    await until('the survivor publishes the store', async () => {
      const dir = currentReleaseDir(dataDir, merchant.slug);
      return (await queueEmpty()) && !!dir && fs.readFileSync(path.join(dir, 'home.html'), 'utf8').includes('Reprise');
    });
    const last = starts(merchant.slug).at(-1)!;
    expect(last.api).toBe(survivor.child.pid);
    const page = await fetch(`${survivor.url}/${merchant.slug}`);
    expect(await page.text()).toContain('Reprise après la panne');
  }, 60_000);
});
