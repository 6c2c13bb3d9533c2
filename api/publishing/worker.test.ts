import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { enqueuePublish } from './enqueue';
import { claimNextJob, enqueueStoresWithDiscountBoundaries, finishJob, renewLease } from './jobs';
import { startPublishingWorker, type PublishingWorker } from './worker';
import { currentReleaseDir, pruneReleases, RELEASE_GRACE_MS, releaseDirs, RELEASES_KEPT } from './releases';
import { publishStore } from './publish-store';
import { createMerchant, createProduct } from '../testing/factories';
import { fromIp, shopper } from '../testing/requests';
import { exportSnapshot } from '../storefronts/export-snapshot';
import { LOW_STOCK } from '#shared/schemas/catalog';
import { stockLabel } from '#shared/storefront-snapshot';

// The queue, swap and failure logic, with a stand-in for the Astro build (storefront-ssg has its own real-build test).
const fakeBuilder = fileURLToPath(new URL('./testing/fake-builder.mjs', import.meta.url));
const quiet = { info: () => {}, error: () => {} };

let t: TestContext;
let worker: PublishingWorker | null = null;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await worker?.stop();
  worker = null;
  await t.close();
});

const jobs = () => t.db.selectFrom('publish_jobs').selectAll().execute();
const homeOf = (slug: string) => fs.readFileSync(path.join(currentReleaseDir(t.dataDir, slug)!, 'home.html'), 'utf8');

describe('publish job queue', () => {
  it('coalesces many changes of one store into one job, and runs again when a change lands during its build', async () => {
    const a = await createMerchant(t.db, t.config, { slug: 'a' });
    const b = await createMerchant(t.db, t.config, { slug: 'b' });
    await enqueuePublish(t.db, a.storeId);
    await enqueuePublish(t.db, a.storeId);
    await enqueuePublish(t.db, a.storeId);
    await enqueuePublish(t.db, b.storeId);
    expect((await jobs()).map((j) => [j.store_id, j.generation]).sort()).toEqual(
      [
        [a.storeId, 3],
        [b.storeId, 1],
      ].sort(),
    );

    const job = (await claimNextJob(t.db))!;
    expect(job.store_id).toBe(a.storeId);
    // A second claim takes the other store, never the running one.
    const other = (await claimNextJob(t.db))!;
    expect(other.store_id).toBe(b.storeId);
    expect(await claimNextJob(t.db)).toBeNull();

    await enqueuePublish(t.db, a.storeId); // the merchant edits during the build
    await finishJob(t.db, a.storeId, job.generation);
    const again = (await jobs()).find((j) => j.store_id === a.storeId)!;
    expect(again.status).toBe('queued');

    await finishJob(t.db, b.storeId, other.generation);
    expect((await jobs()).map((j) => j.store_id)).toEqual([a.storeId]);
  });

  it('takes over a job whose worker went silent past the lease, and the silent worker then leaves it alone', async () => {
    const s = await createMerchant(t.db, t.config, { slug: 'bail' });
    await enqueuePublish(t.db, s.storeId);
    const lease = 30_000;
    const first = (await claimNextJob(t.db, 'worker-a', lease))!;
    expect(first.claimed_by).toBe('worker-a');
    // Alive (heartbeat renewed): nobody else takes it.
    expect(await renewLease(t.db, s.storeId, 'worker-a')).toBe(true);
    expect(await claimNextJob(t.db, 'worker-b', lease)).toBeNull();
    // Silent for longer than the lease: worker-b takes it over.
    const taken = (await claimNextJob(t.db, 'worker-b', lease, Date.now() + lease + 1000))!;
    expect(taken).toMatchObject({ store_id: s.storeId, claimed_by: 'worker-b', attempts: 2 });
    // worker-a wakes up: it can neither renew nor finish what is no longer its job.
    expect(await renewLease(t.db, s.storeId, 'worker-a')).toBe(false);
    await finishJob(t.db, s.storeId, first.generation, 'worker-a');
    expect((await jobs()).map((j) => [j.status, j.claimed_by])).toEqual([['running', 'worker-b']]);
    await finishJob(t.db, s.storeId, taken.generation, 'worker-b');
    expect(await jobs()).toEqual([]);
  });

  it('a job left running by a crash runs again when the worker starts, and stores without a build are queued', async () => {
    const crashed = await createMerchant(t.db, t.config, { slug: 'crash', storeName: 'Après la panne' });
    await enqueuePublish(t.db, crashed.storeId);
    await claimNextJob(t.db, 'dead-process'); // the process dies here: the row stays 'running'
    expect((await jobs())[0]!.status).toBe('running');
    // ... and its heartbeat goes silent (on PostgreSQL only a silent worker's job is taken: others may be alive).
    await t.db
      .updateTable('publish_jobs')
      .set({ heartbeat_at: new Date(Date.now() - 10 * 60_000).toISOString() })
      .execute();
    const never = await createMerchant(t.db, t.config, { slug: 'jamais', storeName: 'Jamais publiée' });

    worker = await startPublishingWorker(t.db, t.dataDir, quiet, {
      builderScript: fakeBuilder,
      pollMs: 50,
      settleMs: 0,
    });
    await worker.idle();
    expect(await jobs()).toEqual([]);
    expect(homeOf('crash')).toContain('Après la panne');
    expect(homeOf('jamais')).toContain('Jamais publiée');
    const status = await requestJson(t.app, 'GET', '/api/storefront/status', undefined, never.token);
    expect(status.status).toBe(200);
    expect(status.data.data).toMatchObject({ state: 'published', error: null });
    expect(status.data.data.label).toMatch(/^Publié le /);
  });

  it('waits for a quiet time before building: a new store and its first product edits make one build', async () => {
    const s = await createMerchant(t.db, t.config, { slug: 'calme', storeName: 'Calme' });
    const built: string[] = [];
    worker = await startPublishingWorker(t.db, t.dataDir, quiet, {
      builderScript: fakeBuilder,
      pollMs: 60_000,
      settleMs: 300,
      onPublished: (storeId, outcome) => built.push(`${storeId}:${outcome.status}`),
    });
    await worker.idle(); // the store had no build yet: the worker made it
    built.length = 0;
    await t.db.updateTable('stores').set({ name: 'Calme 1' }).where('id', '=', s.storeId).execute();
    await enqueuePublish(t.db, s.storeId);
    for (const name of ['Calme 2', 'Calme 3']) {
      await new Promise((r) => setTimeout(r, 150)); // each change comes before the quiet time is over
      await t.db.updateTable('stores').set({ name }).where('id', '=', s.storeId).execute();
      await enqueuePublish(t.db, s.storeId);
    }
    await new Promise((r) => setTimeout(r, 400));
    await worker.idle();
    expect(built).toEqual([`${s.storeId}:published`]);
    expect(homeOf('calme')).toContain('Calme 3');
  });

  it('a failed build keeps the last good release online and tells the merchant', async () => {
    const s = await createMerchant(t.db, t.config, { slug: 'solide', storeName: 'Version 1' });
    expect((await publishStore(t.db, t.dataDir, s.storeId, { builderScript: fakeBuilder })).status).toBe('published');
    const good = currentReleaseDir(t.dataDir, 'solide');

    await t.db.updateTable('stores').set({ name: 'Version FAIL' }).where('id', '=', s.storeId).execute();
    const outcome = await publishStore(t.db, t.dataDir, s.storeId, { builderScript: fakeBuilder });
    expect(outcome).toMatchObject({ status: 'failed' });
    expect(currentReleaseDir(t.dataDir, 'solide')).toBe(good);
    expect(homeOf('solide')).toContain('Version 1');
    expect(releaseDirs(t.dataDir, 'solide')).toHaveLength(1); // the broken build's folder is gone

    const status = await requestJson(t.app, 'GET', '/api/storefront/status', undefined, s.token);
    expect(status.data.data.state).toBe('failed');
    expect(status.data.data.label).toContain('La construction du site a échoué');
    expect(status.data.data.label).toContain('broken template');
    expect(status.data.data.publishedAt).not.toBeNull();

    const page = await t.app.request('/solide/home');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Version 1');
  });

  it('a failed build is tried again by itself, later and later, until the store is online; a change is built at once', async () => {
    const downFile = path.join(t.dataDir, 'builder-down');
    fs.writeFileSync(downFile, '');
    process.env.FAKE_BUILD_DOWN_FILE = downFile;
    try {
      const s = await createMerchant(t.db, t.config, { slug: 'reessai', storeName: 'Première version' });
      const outcomes: string[] = [];
      worker = await startPublishingWorker(t.db, t.dataDir, quiet, {
        builderScript: fakeBuilder,
        pollMs: 20,
        settleMs: 0,
        retryBaseMs: 300,
        onPublished: (_id, outcome) => outcomes.push(outcome.status),
      });
      const job = async () => (await jobs()).find((j) => j.store_id === s.storeId);
      const until = async (check: () => Promise<boolean>) => {
        for (let i = 0; i < 400 && !(await check()); i++) await new Promise((r) => setTimeout(r, 25));
      };
      // The first publication fails: the job stays, waiting for its next try, and the merchant sees the error.
      await until(async () => (await job())?.failures === 1);
      const first = (await job())!;
      expect(first).toMatchObject({ status: 'queued', failures: 1, claimed_by: null });
      const firstWait = Date.parse(first.retry_at!) - Date.now();
      expect(firstWait).toBeGreaterThan(0);
      expect(firstWait).toBeLessThanOrEqual(300);
      const status = await requestJson(t.app, 'GET', '/api/storefront/status', undefined, s.token);
      expect(status.data.data).toMatchObject({ state: 'failed', publishedAt: null });
      expect(status.data.data.label).toContain('La construction du site a échoué');

      // Tried again after the wait, and failing again: the next wait is longer (×3).
      await until(async () => (await job())?.failures === 2);
      const second = (await job())!;
      expect(Date.parse(second.retry_at!) - Date.parse(first.retry_at!)).toBeGreaterThanOrEqual(600);

      // A change does not wait for the delay: it is built at once (it may be the fix).
      await t.db.updateTable('stores').set({ name: 'Deuxième version' }).where('id', '=', s.storeId).execute();
      await enqueuePublish(t.db, s.storeId);
      expect(await job()).toMatchObject({ failures: 0, retry_at: null });
      await until(async () => outcomes.filter((o) => o === 'failed').length >= 3);

      // The outage ends: the next try publishes, with nobody touching anything, and the job is gone.
      fs.rmSync(downFile);
      await until(async () => (await job()) === undefined);
      expect(await job()).toBeUndefined();
      expect(homeOf('reessai')).toContain('Deuxième version');
      expect(outcomes.at(-1)).toBe('published');
      const after = await requestJson(t.app, 'GET', '/api/storefront/status', undefined, s.token);
      expect(after.data.data).toMatchObject({ state: 'published', error: null });
    } finally {
      delete process.env.FAKE_BUILD_DOWN_FILE;
    }
  });

  it('a worker that lost its job during the build (it stalled past its lease) puts nothing live', async () => {
    const s = await createMerchant(t.db, t.config, { slug: 'bail-perdu', storeName: 'Version 1' });
    expect((await publishStore(t.db, t.dataDir, s.storeId, { builderScript: fakeBuilder })).status).toBe('published');
    const live = currentReleaseDir(t.dataDir, 'bail-perdu');
    await t.db.updateTable('stores').set({ name: 'Version 2' }).where('id', '=', s.storeId).execute();
    const outcome = await publishStore(t.db, t.dataDir, s.storeId, {
      builderScript: fakeBuilder,
      stillHolds: async () => false,
    });
    expect(outcome).toEqual({ status: 'taken-over' });
    expect(currentReleaseDir(t.dataDir, 'bail-perdu')).toBe(live);
    expect(homeOf('bail-perdu')).toContain('Version 1');
    expect(releaseDirs(t.dataDir, 'bail-perdu')).toHaveLength(1);
  });

  it('shows "Publication en cours" while a job waits, and keeps only the newest releases', async () => {
    const s = await createMerchant(t.db, t.config, { slug: 'vite' });
    await enqueuePublish(t.db, s.storeId);
    const waiting = await requestJson(t.app, 'GET', '/api/storefront/status', undefined, s.token);
    expect(waiting.data.data).toMatchObject({ state: 'publishing', label: 'Publication en cours' });
    for (let i = 0; i < RELEASES_KEPT + 2; i++) {
      await t.db
        .updateTable('stores')
        .set({ name: `Version ${i}` })
        .where('id', '=', s.storeId)
        .execute();
      await publishStore(t.db, t.dataDir, s.storeId, { builderScript: fakeBuilder });
    }
    // Releases replaced a moment ago stay for the grace time (a page may still be read from them), then go.
    expect(releaseDirs(t.dataDir, 'vite')).toHaveLength(RELEASES_KEPT + 2);
    pruneReleases(t.dataDir, 'vite', Date.now() + RELEASE_GRACE_MS + 1000);
    expect(releaseDirs(t.dataDir, 'vite')).toHaveLength(RELEASES_KEPT);
    expect(releaseDirs(t.dataDir, 'vite')[0]).toBe(currentReleaseDir(t.dataDir, 'vite'));
  });

  it('skips the build when nothing a shopper sees changed, and builds again when something does', async () => {
    const s = await createMerchant(t.db, t.config, { slug: 'sobre', storeName: 'Avant' });
    expect((await publishStore(t.db, t.dataDir, s.storeId, { builderScript: fakeBuilder })).status).toBe('published');
    const first = currentReleaseDir(t.dataDir, 'sobre');

    // The same data again (a job queued by a change no shopper sees):
    expect((await publishStore(t.db, t.dataDir, s.storeId, { builderScript: fakeBuilder })).status).toBe('unchanged');
    expect(currentReleaseDir(t.dataDir, 'sobre')).toBe(first);

    await t.db.updateTable('stores').set({ name: 'Après' }).where('id', '=', s.storeId).execute();
    expect((await publishStore(t.db, t.dataDir, s.storeId, { builderScript: fakeBuilder })).status).toBe('published');
    expect(homeOf('sobre')).toContain('Après');

    // The release folder is gone (a restore, a wiped disk): the same snapshot builds again.
    fs.rmSync(path.join(t.dataDir, 'storefronts', 'sobre'), { recursive: true, force: true });
    expect((await publishStore(t.db, t.dataDir, s.storeId, { builderScript: fakeBuilder })).status).toBe('published');
  });

  it('a shopper order rebuilds the store only when the stock state it shows changes', async () => {
    const s = await createMerchant(t.db, t.config, { slug: 'etat', subscription: 'active' });
    const { productId } = await createProduct(t.db, s.storeId, { stock: LOW_STOCK + 4 });
    const publish = async () => (await publishStore(t.db, t.dataDir, s.storeId, { builderScript: fakeBuilder })).status;
    const order = async (quantity: number) => {
      const res = await fromIp(
        t,
        '10.9.0.1',
        `/api/shop/etat/orders`,
        shopper(productId, { quantity: String(quantity) }),
      );
      expect(res.status).toBe(201);
      // The order queued a publication, as every change a shopper may see does.
      expect((await jobs()).map((j) => j.store_id)).toContain(s.storeId);
    };
    expect(await publish()).toBe('published');
    const shown = async () => (await exportSnapshot(t.db, t.dataDir, s.storeId))!.products[0]!.stock;
    expect(stockLabel(await shown())).toBe('En stock');

    await order(2); // LOW_STOCK + 2 left: still 'En stock'
    expect(await publish()).toBe('unchanged');
    await order(2); // LOW_STOCK left: 'Plus que 5 en stock'
    expect(await publish()).toBe('published');
    expect(stockLabel(await shown())).toBe(`Plus que ${LOW_STOCK} en stock`);
    await order(LOW_STOCK); // none left
    expect(await publish()).toBe('published');
    expect(stockLabel(await shown())).toBe('Rupture de stock');
  });

  it('the status route needs a merchant with a store', async () => {
    const res = await requestJson(t.app, 'GET', '/api/storefront/status');
    expect(res.status).toBe(401);
  });
});

describe('discount periods', () => {
  it('queues a store again when a discount started or ended since its last publication', async () => {
    const starts = await createMerchant(t.db, t.config, { slug: 'debut' });
    const ends = await createMerchant(t.db, t.config, { slug: 'fin' });
    const steady = await createMerchant(t.db, t.config, { slug: 'stable' });
    await createProduct(t.db, starts.storeId, { discountPrice: 1000, discountStart: '2026-11-23' });
    await createProduct(t.db, ends.storeId, { discountPrice: 1000, discountEnd: '2026-11-22' });
    await createProduct(t.db, steady.storeId, {
      discountPrice: 1000,
      discountStart: '2026-11-01',
      discountEnd: '2026-12-31',
    });
    for (const s of [starts, ends, steady]) {
      await t.db
        .insertInto('storefront_publications')
        .values({
          store_id: s.storeId,
          slug: 'x',
          release_id: 'r',
          published_at: '2026-11-22T09:00:00.000Z',
          build_ms: 1,
          last_error: null,
          failed_at: null,
          updated_at: 'x',
        })
        .execute();
    }
    expect(await enqueueStoresWithDiscountBoundaries(t.db, new Date('2026-11-22T18:00:00Z'))).toBe(0);
    expect(await enqueueStoresWithDiscountBoundaries(t.db, new Date('2026-11-23T00:05:00Z'))).toBe(2);
    expect((await jobs()).map((j) => j.store_id).sort()).toEqual([starts.storeId, ends.storeId].sort());
  });
});
