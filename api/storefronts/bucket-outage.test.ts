import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_UNAVAILABLE, STOREFRONT_UNAVAILABLE_TITLE } from '#shared/messages';
import { createTestContext, type TestContext } from '../testing/harness';
import { createMerchant } from '../testing/factories';
import { multipart, pngBytes, sendForm } from '../testing/requests';
import { killS3Child, startS3Child, type S3Child } from '../testing/s3-child';
import { s3Client } from '../storage/bucket-files';
import { filesOf } from '../storage/files-of';
import type { FileStore } from '../storage/files';
import { publishStore } from '../publishing/publish-store';
import { BUCKET_REST_MS } from './kept-pages';

// The bucket goes away under a running app (both databases): stopped (the S3 test server killed: connections
// refused), then frozen (SIGSTOP: connections accepted and never answered). Storefront pages this process served
// keep being served with their headers, a page it never had answers an HTML 503, an upload answers its 503 within
// 10 s and leaves nothing behind. The S3 server runs in a process of its own (testing/s3-child.ts).
const fakeBuilder = fileURLToPath(new URL('../publishing/testing/fake-builder.mjs', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestContext;
let files: FileStore;
let s3: S3Child;
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-s3-outage-'));

beforeAll(async () => {
  s3 = await startS3Child(s3Dir);
  const bucket = `panne-${crypto.randomBytes(4).toString('hex')}`;
  const settings = {
    bucket,
    endpoint: `http://127.0.0.1:${s3.port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  const client = s3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  t = await createTestContext({
    S3_BUCKET: bucket,
    S3_ENDPOINT: settings.endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    JWT_SECRET: 'secret-de-test-panne-du-bucket-0123456789',
  });
  files = filesOf(t.config);
}, 60_000);

afterAll(async () => {
  s3.process.kill('SIGCONT');
  await killS3Child(s3);
  await t?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

const freeze = () => s3.process.kill('SIGSTOP');
const thaw = () => s3.process.kill('SIGCONT');
const stop = () => killS3Child(s3);
const restart = async () => {
  s3 = await startS3Child(s3Dir, s3.port);
};

async function expectUnavailablePage(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(await res.text()).toContain(STOREFRONT_UNAVAILABLE_TITLE);
}

describe('a storefront while its bucket is away', () => {
  it('serves the pages it kept with their headers, answers an HTML 503 for the others, and picks up new releases once the bucket is back', async () => {
    const m = await createMerchant(t.db, t.config, { slug: 'sans-seau', storeName: 'Boutique de Fanta' });
    const other = await createMerchant(t.db, t.config, { slug: 'jamais-lue' });
    expect((await publishStore(t.db, t.dataDir, m.storeId, { builderScript: fakeBuilder, files })).status).toBe(
      'published',
    );
    const served = await t.app.request('/sans-seau/home', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(served.status).toBe(200);
    const body = await served.text();
    expect(body).toContain('Boutique de Fanta');
    const headers = ['content-type', 'cache-control', 'etag', 'content-security-policy', 'content-encoding'];
    const kept = Object.fromEntries(headers.map((h) => [h, served.headers.get(h)]));

    const keptWhile = async (what: string) => {
      const again = await t.app.request('/sans-seau/home', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(again.status, what).toBe(200);
      expect(Object.fromEntries(headers.map((h) => [h, again.headers.get(h)])), what).toEqual(kept);
      expect(await again.text(), what).toBe(body);
      const revalidated = await t.app.request('/sans-seau/home', { headers: { 'if-none-match': kept.etag! } });
      expect(revalidated.status, what).toBe(304);
      // Never served by this process: the unavailable page, in HTML, never JSON.
      await expectUnavailablePage(await t.app.request('/sans-seau/contact'));
      await expectUnavailablePage(await t.app.request(`/${other.slug}/home`));
      // Paths that are not a store's are not touched: the app's own paths, a slug nobody has.
      expect((await t.app.request('/login')).status).not.toBe(503);
      expect((await t.app.request('/personne-ici/home')).status).not.toBe(503);
    };

    await stop();
    await keptWhile('bucket stopped');
    await restart();
    await sleep(BUCKET_REST_MS);
    freeze();
    await keptWhile('bucket frozen');
    thaw();

    // Back: a new release shows as it did before the outage.
    await t.db.updateTable('stores').set({ name: 'Après le retour' }).where('id', '=', m.storeId).execute();
    expect((await publishStore(t.db, t.dataDir, m.storeId, { builderScript: fakeBuilder, files })).status).toBe(
      'published',
    );
    const until = Date.now() + BUCKET_REST_MS + 10_000;
    let page = '';
    while (!page.includes('Après le retour') && Date.now() < until) {
      page = await (await t.app.request('/sans-seau/home')).text();
      await sleep(200);
    }
    expect(page).toContain('Après le retour');
  }, 90_000);
});

describe('an upload while the bucket is away', () => {
  const create = (token: string, name: string) =>
    pngBytes(400, 300).then((png) =>
      sendForm(
        t.app,
        'POST',
        '/api/products',
        multipart({ name, price: '1000', stock: '3' }, [{ bytes: png, name: 'p.png' }]),
        token,
      ),
    );
  const productsNamed = (name: string) => t.db.selectFrom('products').select('id').where('name', '=', name).execute();

  it('answers 503 « Le stockage des images ne répond pas » within 10 s, stopped or frozen, and leaves nothing behind', async () => {
    const m = await createMerchant(t.db, t.config);
    const before = await files.list('uploads/products');

    await stop();
    const refused = await create(m.token, 'Pagne refusé');
    expect(refused.status).toBe(503);
    expect(refused.data.message).toBe(STORAGE_UNAVAILABLE);
    expect(await productsNamed('Pagne refusé')).toEqual([]);
    await restart();

    freeze();
    const started = Date.now();
    const frozen = await create(m.token, 'Pagne gelé');
    const waited = Date.now() - started;
    thaw();
    console.log(`[bucket-outage] upload answered after ${waited} ms with the bucket frozen`);
    expect(frozen.status).toBe(503);
    expect(frozen.data.message).toBe(STORAGE_UNAVAILABLE);
    expect(waited).toBeLessThan(10_000);
    expect(await productsNamed('Pagne gelé')).toEqual([]);
    // The renditions a cut-off upload may still have left are removed in the background once the bucket answers.
    const until = Date.now() + 30_000;
    let left = await files.list('uploads/products');
    while (left.length > before.length && Date.now() < until) {
      await sleep(500);
      left = await files.list('uploads/products');
    }
    expect(left).toEqual(before);

    // And with the bucket well again, the same upload works.
    expect((await create(m.token, 'Pagne envoyé')).status).toBe(201);
  }, 90_000);
});
