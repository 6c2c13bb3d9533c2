import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type DB } from '../db/database';
import { enqueuePublish } from '../publishing/enqueue';
import { bucketReleasePrefix, readLiveRelease } from '../publishing/bucket-releases';
import { filesOf } from '../storage/files-of';
import type { FileStore } from '../storage/files';
import { createMerchant, type TestMerchant } from '../testing/factories';
import { testDialect } from '../testing/harness';
import { createTestDatabase, testDatabaseUrl } from '../testing/postgres';
import { pngBytes, storeForm } from '../testing/requests';
import { testS3Env } from '../testing/s3';
import { FAKE_BUILDER, fakeBuilds, freePort, killFakeBuilds, startApiProcess } from '../testing/processes';

/**
 * Two machines: two real API processes with their own DATA_DIR each, one PostgreSQL and one bucket (the S3
 * test server), as two machines behind a load balancer run them. A stand-in builder logs every build it starts.
 * PostgreSQL only: on SQLite one process owns the database file.
 */

const JWT_SECRET = 'deux-machines-un-bucket-secret-de-test-0123456789';

interface Api {
  child: ChildProcess;
  url: string;
  dataDir: string;
}

describe.skipIf(testDialect !== 'postgres')('two API machines on one PostgreSQL and one bucket', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-machines-'));
  const buildLog = path.join(work, 'builds.log');
  let database: { url: string; drop(): Promise<void> };
  let s3: Record<string, string>;
  let db: DB;
  let files: FileStore;
  let merchant: TestMerchant;
  let a: Api;
  let b: Api;

  async function startApi(name: string): Promise<Api> {
    const port = await freePort();
    const dataDir = path.join(work, name);
    const child = await startApiProcess(port, {
      ...s3,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET,
      LOG_LEVEL: 'error',
      // Short, so the crash test's survivor takes over soon; not 2 s: a machine loaded by the whole suite can stall
      // that long, and the two workers would then keep taking each other's builds.
      PUBLISH_JOB_TIMEOUT: '5',
      STOREFRONT_BUILDER: FAKE_BUILDER,
      FAKE_BUILD_LOG: buildLog,
      FAKE_BUILD_PAGES: '150',
    });
    return { child, url: `http://127.0.0.1:${port}`, dataDir };
  }

  const builds = () => fakeBuilds(buildLog);

  async function until(what: string, check: () => Promise<boolean> | boolean, ms = 60_000) {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // What the queue and the builders were doing: the next look at a failure on a CI machine starts from there.
    const jobs = await db.selectFrom('publish_jobs').selectAll().execute();
    throw new Error(
      `timed out waiting for: ${what}\npublish_jobs: ${JSON.stringify(jobs)}\nbuilds: ${JSON.stringify(builds())}`,
    );
  }
  const page = async (api: Api, p: string) => {
    const res = await fetch(api.url + p);
    return { status: res.status, text: await res.text() };
  };
  /** Every page file of the live release exists in the bucket and names the same store: never half old, half new. */
  async function liveReleaseIsWhole(slug: string): Promise<string> {
    const live = (await readLiveRelease(files, slug, true))!;
    const prefix = bucketReleasePrefix(slug, live.releaseId);
    const names = new Set<string>();
    const pages = Object.keys(live.files).filter((f) => f.endsWith('.html'));
    for (const rel of pages) {
      const got = await files.get(prefix + rel);
      expect(got, rel).not.toBeNull();
      names.add(/<title>(.*?)<\/title>/.exec((got as { body: Buffer }).body.toString())![1]!);
    }
    expect([...names]).toHaveLength(1);
    return [...names][0]!;
  }

  beforeAll(async () => {
    database = await createTestDatabase(testDatabaseUrl()!);
    s3 = await testS3Env();
    db = openDatabase(database.url);
    const config = loadConfig({
      ...s3,
      DATA_DIR: path.join(work, 'test'),
      JWT_SECRET,
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
    });
    files = filesOf(config);
    merchant = await createMerchant(db, config, { slug: 'deux-machines', storeName: 'Version 1' });
    [a, b] = await Promise.all([startApi('a'), startApi('b')]);
  }, 120_000);

  afterAll(async () => {
    for (const api of [a, b]) api?.child.kill('SIGKILL');
    killFakeBuilds(buildLog);
    await db?.destroy();
    await database?.drop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('a picture uploaded through A is served by B', async () => {
    const form = storeForm(
      { name: 'Version 1', phone: '70123456', email: 'contact@awa.bf', currency: 'XOF' },
      { bytes: await pngBytes(200, 100), name: 'logo.png' },
    );
    const res = await fetch(`${a.url}/api/stores`, {
      method: 'PUT',
      body: form,
      headers: { authorization: `Bearer ${merchant.token}` },
    });
    expect(res.status).toBe(200);
    const logo = ((await res.json()) as { data: { logo: string } }).data.logo;
    expect(logo).toMatch(/^\/uploads\/logos\//);
    const served = await fetch(b.url + logo);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(fs.existsSync(path.join(b.dataDir, logo))).toBe(false);
  }, 90_000);

  it("a storefront published by one machine's worker is served by the other at /{slug}", async () => {
    const stores: TestMerchant[] = [];
    for (let i = 0; i < 4; i++)
      stores.push(await createMerchant(db, loadConfig({ DATA_DIR: work, JWT_SECRET }), { slug: `machine-${i}` }));
    for (const s of stores) await enqueuePublish(db, s.storeId);
    await until('every store is published', async () =>
      (await Promise.all(stores.map((s) => readLiveRelease(files, s.slug, true)))).every(Boolean),
    );
    const builtBy = (slug: string) => builds().find((x) => x.slug === slug && x.event === 'end')!.api;
    for (const s of stores) {
      const other = builtBy(s.slug) === a.child.pid ? b : a;
      const res = await page(other, `/${s.slug}`);
      expect(res.status, s.slug).toBe(200);
      expect(res.text).toContain(`Boutique ${s.slug}`);
    }
  }, 90_000);

  it('a change made through B is published and A serves the new page', async () => {
    const res = await fetch(`${b.url}/api/stores`, {
      method: 'PUT',
      body: storeForm({ name: 'Version 2', phone: '70123456', email: 'contact@awa.bf', currency: 'XOF' }),
      headers: { authorization: `Bearer ${merchant.token}` },
    });
    expect(res.status).toBe(200);
    await until('A serves the new page', async () => (await page(a, '/deux-machines/home')).text.includes('Version 2'));
    expect(await liveReleaseIsWhole('deux-machines')).toBe('Version 2');
  }, 90_000);

  it('a machine killed while it uploads a release: the other finishes, and the storefront is never half old, half new', async () => {
    const before = (await readLiveRelease(files, 'deux-machines', true))!.releaseId;
    await db.updateTable('stores').set({ name: 'Version 3' }).where('id', '=', merchant.storeId).execute();
    await enqueuePublish(db, merchant.storeId);
    // Kill the worker holding the job as soon as the new release's files start arriving in the bucket.
    let holder = '';
    await until('a new release is being uploaded', async () => {
      const job = await db
        .selectFrom('publish_jobs')
        .select(['status', 'claimed_by'])
        .where('store_id', '=', merchant.storeId)
        .executeTakeFirst();
      holder = job?.status === 'running' ? (job.claimed_by ?? '') : holder;
      const folders = await files.folders('storefronts/deux-machines/releases/');
      const newest = folders.at(-1)?.replace('/', '');
      return !!holder && !!newest && newest > before;
    });
    const victim = [a, b].find((x) => holder.includes(`:${x.child.pid}:`))!;
    const survivor = victim === a ? b : a;
    victim.child.kill('SIGKILL');
    await new Promise((resolve) => victim.child.once('exit', resolve));

    // The upload stopped half-way: the old release is still the live one, whole, and served.
    const halfway = (await readLiveRelease(files, 'deux-machines', true))!.releaseId;
    expect(halfway).toBe(before);
    expect(await liveReleaseIsWhole('deux-machines')).toBe('Version 2');
    expect((await page(survivor, '/deux-machines/products/p-149')).text).toContain('Version 2');

    // The survivor takes the job over once its lease runs out, and publishes the whole new release.
    await until(
      'the survivor publishes',
      async () => (await page(survivor, '/deux-machines/products/p-149')).text.includes('Version 3'),
      60_000,
    );
    expect(await liveReleaseIsWhole('deux-machines')).toBe('Version 3');
    expect((await page(survivor, '/deux-machines/home')).text).toContain('Version 3');
    expect(
      builds()
        .filter((x) => x.slug === 'deux-machines' && x.event === 'end')
        .at(-1)!.api,
    ).toBe(survivor.child.pid);
  }, 120_000);
});
