import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { createMerchant } from '../testing/factories';
import { testS3Env } from '../testing/s3';
import { filesOf } from '../storage/files-of';
import { createHttpServer } from '../http/node-server';
import { publishStore } from '../publishing/publish-store';
import { newId } from '../ids';
import {
  currentReleaseDir,
  pruneReleases,
  RELEASE_GRACE_MS,
  releasesDir,
  RELEASES_KEPT,
  swapCurrent,
} from '../publishing/releases';

// A shopper who opens a page while her store is republished gets one release whole, the old or the new one: never an
// error, a mix or a reset connection (the storefront journey's poll once got `read ECONNRESET` during a
// republication). Pages are asked in a loop while releases are switched and pruned, on the disk and in the bucket,
// on both databases (the publications read the store from the database).
const fakeBuilder = fileURLToPath(new URL('../publishing/testing/fake-builder.mjs', import.meta.url));

let t: TestContext | undefined;
let server: http.Server | undefined;
let agent: http.Agent | undefined;
afterEach(async () => {
  agent?.destroy();
  server?.closeAllConnections();
  if (server) await new Promise((resolve) => server!.close(resolve));
  await t?.close();
  t = server = agent = undefined;
});

/** The app on a real socket, read by a keep-alive client (as the journeys' request context and a browser do). */
async function listen(app: TestContext['app']) {
  server = createHttpServer(app.fetch);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  return (pathname: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: pathname, agent }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        })
        .on('error', reject);
    });
}

/** Asks `pages` in turn until `until` settles; every answer that is not a whole page of one release is kept. */
async function readWhile(
  get: (p: string) => Promise<{ status: number; body: string }>,
  pages: string[],
  whole: (body: string) => boolean,
  until: Promise<unknown>,
) {
  let done = false;
  void until.finally(() => (done = true));
  const wrong: string[] = [];
  let asked = 0;
  while (!done) {
    for (const page of pages) {
      asked++;
      try {
        const { status, body } = await get(page);
        if (status !== 200 || !whole(body)) wrong.push(`${page}: ${status} ${body.slice(0, 80)}`);
      } catch (err) {
        wrong.push(`${page}: ${(err as Error).message}`);
      }
    }
  }
  await until;
  return { wrong, asked };
}

describe('pages asked while their releases are switched and pruned', () => {
  it('on the disk, switched and pruned as fast as it goes: each page is one release whole', async () => {
    t = await createTestContext();
    const dataDir = t.dataDir;
    const filler = 'x'.repeat(40_000);
    const page = (i: number, what: string) =>
      `<!doctype html><title>r${i}</title><p>${what} ${filler}</p><p>fin r${i}</p>`;
    const release = (i: number) => {
      const dir = path.join(releasesDir(dataDir, 'mode'), newId());
      fs.mkdirSync(path.join(dir, 'products'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'home.html'), page(i, 'accueil'));
      fs.writeFileSync(path.join(dir, 'index.html'), page(i, 'accueil'));
      fs.writeFileSync(path.join(dir, 'products', 'boubou.html'), page(i, 'boubou'));
      fs.writeFileSync(path.join(dir, '404.html'), page(i, 'introuvable'));
      swapCurrent(dataDir, 'mode', path.basename(dir));
      pruneReleases(dataDir, 'mode');
    };
    release(0);
    const switching = (async () => {
      for (let i = 1; i <= 150; i++) {
        release(i);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const whole = (body: string) => /^<!doctype html><title>r(\d+)<\/title>.*<p>fin r\1<\/p>$/s.test(body);
    const direct = (p: string) =>
      Promise.resolve(t!.app.request(p)).then(async (r) => ({ status: r.status, body: await r.text() }));
    const readers = await Promise.all([
      readWhile(direct, ['/mode/home', '/mode/products/boubou'], whole, switching),
      readWhile(direct, ['/mode/products/boubou', '/mode'], whole, switching),
      readWhile(await listen(t.app), ['/mode/home', '/mode/products/boubou'], whole, switching),
    ]);
    for (const r of readers) expect(r.wrong).toEqual([]);
    expect(readers.reduce((n, r) => n + r.asked, 0)).toBeGreaterThan(20);
    // Every release replaced a moment ago is kept for the grace time; then only the newest ones stay.
    expect(fs.readdirSync(releasesDir(dataDir, 'mode'))).toHaveLength(151);
    pruneReleases(dataDir, 'mode', Date.now() + RELEASE_GRACE_MS + 1000);
    const kept = fs.readdirSync(releasesDir(dataDir, 'mode'));
    expect(kept).toHaveLength(RELEASES_KEPT);
    expect(kept).toContain(path.basename(currentReleaseDir(dataDir, 'mode')!));
  });

  for (const where of ['disk', 'bucket'] as const)
    it(`republished in the ${where === 'disk' ? 'data folder' : 'bucket'}: a keep-alive client reading its pages is never cut off`, async () => {
      t = await createTestContext(where === 'bucket' ? await testS3Env() : {});
      const files = filesOf(t.config);
      const m = await createMerchant(t.db, t.config, { slug: 'atelier-avis', storeName: 'Version 0' });
      const publish = () =>
        publishStore(t!.db, t!.dataDir, m.storeId, {
          builderScript: fakeBuilder,
          files: where === 'bucket' ? files : undefined,
        });
      expect((await publish()).status).toBe('published');
      const republishing = (async () => {
        for (let i = 1; i <= 5; i++) {
          await t!.db
            .updateTable('stores')
            .set({ name: `Version ${i}` })
            .where('id', '=', m.storeId)
            .execute();
          expect((await publish()).status).toBe('published');
        }
      })();
      const whole = (body: string) => /^<!doctype html><title>(Version \d)<\/title><h1>\1<\/h1>$/.test(body);
      const { wrong, asked } = await readWhile(
        await listen(t.app),
        ['/atelier-avis/home', '/atelier-avis/products'],
        whole,
        republishing,
      );
      expect(wrong).toEqual([]);
      expect(asked).toBeGreaterThan(5);
    });
});
