import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { createMerchant, createUser } from '../testing/factories';
import { pngBytes, storeForm } from '../testing/requests';
import { testS3Env } from '../testing/s3';
import { filesOf } from '../storage/files-of';
import type { FileStore } from '../storage/files';
import { publishStore } from '../publishing/publish-store';
import { pruneBucketReleases, readLiveRelease, RELEASE_GRACE_MS } from '../publishing/bucket-releases';
import { exportSnapshot } from './export-snapshot';

// Uploads and storefronts with S3_BUCKET set, against the real S3 test server (s3rver, vitest global setup), on both
// databases: nothing is written under DATA_DIR but the build's work folders.
const fakeBuilder = fileURLToPath(new URL('../publishing/testing/fake-builder.mjs', import.meta.url));

let t: TestContext;
let files: FileStore;
beforeEach(async () => {
  t = await createTestContext(await testS3Env());
  files = filesOf(t.config);
});
afterEach(async () => {
  await t.close();
});

const publish = (storeId: string, opts: { files?: FileStore } = {}) =>
  publishStore(t.db, t.dataDir, storeId, { builderScript: fakeBuilder, files: opts.files ?? files });

describe('uploads in the bucket', () => {
  it('a logo is stored in the bucket, not under DATA_DIR, and served from it with an ETag', async () => {
    const merchant = await createUser(t.db, t.config);
    const form = storeForm(
      { name: 'Atelier Awa', phone: '+22670123456', email: 'contact@awa.bf', currency: 'XOF' },
      { bytes: await pngBytes(300, 150), name: 'logo.png' },
    );
    const res = await t.app.request('/api/stores', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${merchant.token}` },
    });
    expect(res.status).toBe(201);
    const logo = ((await res.json()) as { data: { logo: string } }).data.logo;
    expect(logo).toMatch(/^\/uploads\/logos\/[0-9a-f-]+\.png$/);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);
    expect(await files.stat(logo.slice(1))).not.toBeNull();

    const served = await t.app.request(logo);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const again = await t.app.request(logo, { headers: { 'if-none-match': served.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect((await t.app.request('/uploads/logos/missing.png')).status).toBe(404);

    // The storefront's navbar rendition is made from the bucket's copy, into the bucket.
    const store = await t.db.selectFrom('stores').select('id').where('logo', '=', logo).executeTakeFirstOrThrow();
    const snap = (await exportSnapshot(t.db, files, store.id))!;
    expect(snap.store.logo?.url).toMatch(/-66\.webp$/);
    expect(await files.stat(snap.store.logo!.url.slice(1))).not.toBeNull();
  });

  it('with a CDN in front of the bucket (PUBLIC_ASSETS_URL), uploads are redirected to it', async () => {
    const cdn = await createTestContext({ ...(await testS3Env()), PUBLIC_ASSETS_URL: 'https://cdn.example.com/b/' });
    try {
      await filesOf(cdn.config).put('uploads/logos/x.png', await pngBytes(4, 4));
      const res = await cdn.app.request('/uploads/logos/x.png');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://cdn.example.com/b/uploads/logos/x.png');
    } finally {
      await cdn.close();
    }
  });
});

describe('storefronts in the bucket', () => {
  it('a publication is uploaded whole, switched by live.json and served at /{slug}; the next one replaces it', async () => {
    const m = await createMerchant(t.db, t.config, { slug: 'seau', storeName: 'Première version' });
    const first = await publish(m.storeId);
    expect(first.status).toBe('published');
    expect(fs.existsSync(path.join(t.dataDir, 'storefronts', 'seau'))).toBe(false);
    const live = (await readLiveRelease(files, 'seau', true))!;
    expect(live.releaseId).toBe(first.status === 'published' && first.releaseId);
    expect(Object.keys(live.files)).toEqual(expect.arrayContaining(['home.html', 'index.html', '404.html']));

    const page = await t.app.request('/seau');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await page.text()).toContain('Première version');
    const etag = page.headers.get('etag')!;
    expect((await t.app.request('/seau', { headers: { 'if-none-match': etag } })).status).toBe(304);
    const missing = await t.app.request('/seau/nulle-part');
    expect(missing.status).toBe(404);
    const oldAsset = Object.keys(live.files).find((f) => f.startsWith('_astro/'))!;

    await t.db.updateTable('stores').set({ name: 'Deuxième version' }).where('id', '=', m.storeId).execute();
    const second = await publish(m.storeId);
    expect(second.status).toBe('published');
    // Served by a fresh read of live.json (another machine's cache lasts a second).
    await readLiveRelease(files, 'seau', true);
    expect(await (await t.app.request('/seau/home')).text()).toContain('Deuxième version');
    // A page opened before the switch still gets its scripts from the release it came from.
    const asset = await t.app.request(`/seau/${oldAsset}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('a publication that dies half-way through the upload leaves the old release served, whole', async () => {
    const m = await createMerchant(t.db, t.config, { slug: 'panne', storeName: 'Avant la panne' });
    expect((await publish(m.storeId)).status).toBe('published');
    const before = (await readLiveRelease(files, 'panne', true))!;

    // The bucket refuses the third upload: the machine lost the network (or died) in the middle of the release.
    let puts = 0;
    const failing: FileStore = {
      ...files,
      put: async (key, body, opts) => {
        if (key.includes('/releases/') && ++puts === 3) throw new Error('connexion perdue');
        return files.put(key, body, opts);
      },
    };
    failing.importFolder = async (localDir, prefix, opts) => {
      const rels = fs.readdirSync(localDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
      for (const e of rels) {
        const rel = path.relative(localDir, path.join(e.parentPath, e.name)).split(path.sep).join('/');
        await failing.put(prefix + rel, fs.readFileSync(path.join(localDir, rel)), opts?.(rel));
      }
    };
    await t.db.updateTable('stores').set({ name: 'Après la panne' }).where('id', '=', m.storeId).execute();
    const outcome = await publish(m.storeId, { files: failing });
    expect(outcome).toMatchObject({ status: 'failed', error: 'connexion perdue' });

    expect((await readLiveRelease(files, 'panne', true))!.releaseId).toBe(before.releaseId);
    for (const page of ['/panne', '/panne/home', '/panne/products', '/panne/contact'])
      expect(await (await t.app.request(page)).text(), page).toContain('Avant la panne');
    // The half-uploaded release is in the bucket but nothing points at it; the next publication goes live.
    expect((await files.folders('storefronts/panne/releases/')).length).toBe(2);
    expect((await publish(m.storeId)).status).toBe('published');
    await readLiveRelease(files, 'panne', true);
    expect(await (await t.app.request('/panne/home')).text()).toContain('Après la panne');
  });

  it('old releases are removed once they are neither among the newest nor within the grace time', async () => {
    const m = await createMerchant(t.db, t.config, { slug: 'vieux', storeName: 'V0' });
    for (let i = 1; i <= 5; i++) {
      await t.db
        .updateTable('stores')
        .set({ name: `V${i}` })
        .where('id', '=', m.storeId)
        .execute();
      expect((await publish(m.storeId)).status).toBe('published');
    }
    // Every release was replaced a moment ago: all kept for the grace time.
    expect((await files.folders('storefronts/vieux/releases/')).length).toBe(5);
    await pruneBucketReleases(files, 'vieux', Date.now() + RELEASE_GRACE_MS + 1000);
    const kept = await files.folders('storefronts/vieux/releases/');
    expect(kept).toHaveLength(3);
    expect(kept.map((f) => f.replace('/', ''))).toContain((await readLiveRelease(files, 'vieux', true))!.releaseId);
  });
});
