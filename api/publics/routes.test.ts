import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createUser } from '../testing/factories';
import { storeForm } from '../testing/requests';
import { publicStoreCache } from './public-store-cache';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

async function storeFor(name: string, subscription: 'active' | 'suspended' = 'active') {
  const m = await createUser(t.db, t.config, {
    subscription: 'active',
    email: `${name.toLowerCase().replace(/\W/g, '')}@owner.local`,
  });
  const res = await t.app.request('/api/stores', {
    method: 'POST',
    body: storeForm({ name, phone: '70123456', email: 'boutique@awa.bf', color: '#112233' }),
    headers: { authorization: `Bearer ${m.token}` },
  });
  expect(res.status).toBe(201);
  if (subscription === 'suspended')
    await t.db.updateTable('subscriptions').set({ status: 'suspended' }).where('user_id', '=', m.userId).execute();
  return { ...m, store: ((await res.json()) as any).data };
}

describe('GET /api/publics/{slug}', () => {
  it('answers the public fields only: never ids, the owner or the account', async () => {
    const { userId: ownerId, store } = await storeFor('Atelier Awa');
    const res = await requestJson(t.app, 'GET', `/api/publics/${store.slug}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.data)).toEqual(['store']);
    expect(res.data.store).toEqual({
      name: 'Atelier Awa',
      slug: 'atelier-awa',
      phone: '+22670123456',
      email: 'boutique@awa.bf',
      address: null,
      brand: null,
      currency: 'XOF',
      color: '#112233',
      logo: null,
      website: { about: { title: 'Atelier Awa' }, social_media: {} },
      facebook_pixel_id: null,
      subscription: { status: 'active' },
    });
    const text = JSON.stringify(res.data);
    expect(text).not.toContain(ownerId);
    expect(text).not.toContain(store.id);
    expect(text).not.toContain('@owner.local');
    expect(text).not.toContain('created_at');
  });

  it('needs no login, answers 404 for an unknown or malformed slug', async () => {
    await storeFor('Atelier Awa');
    expect((await requestJson(t.app, 'GET', '/api/publics/ATELIER-AWA')).status).toBe(200);
    expect(await requestJson(t.app, 'GET', '/api/publics/inconnue')).toMatchObject({
      status: 404,
      data: { message: 'Boutique introuvable.' },
    });
    expect((await requestJson(t.app, 'GET', `/api/publics/${encodeURIComponent("a' or 1=1 --")}`)).status).toBe(404);
  });

  it('tells a suspended store apart (the storefront shows « Boutique indisponible »)', async () => {
    const { store } = await storeFor('Boutique Suspendue', 'suspended');
    const res = await requestJson(t.app, 'GET', `/api/publics/${store.slug}`);
    expect(res.data.store.subscription).toEqual({ status: 'suspended' });
  });
});

describe('the public store cache', () => {
  it('answers from cache, and a store update shows at once', async () => {
    const { token, store } = await storeFor('Atelier Awa');
    expect((await requestJson(t.app, 'GET', `/api/publics/${store.slug}`)).data.store.name).toBe('Atelier Awa');
    // A write behind the API's back is not seen while cached…
    await t.db.updateTable('stores').set({ brand: 'hors API' }).execute();
    expect((await requestJson(t.app, 'GET', `/api/publics/${store.slug}`)).data.store.brand).toBeNull();
    // …but the store update route drops the entry.
    const put = await requestJson(t.app, 'PUT', '/api/stores', { name: 'Awa Couture' }, token);
    expect(put.status).toBe(200);
    const after = await requestJson(t.app, 'GET', `/api/publics/${store.slug}`);
    expect(after.data.store).toMatchObject({ name: 'Awa Couture', brand: 'hors API', slug: 'atelier-awa' });
    expect(after.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('the public store answer for CDNs and browsers', () => {
  it('carries an ETag and a cache-control that lets a CDN keep it and revalidate: 304 on If-None-Match', async () => {
    const { token, store } = await storeFor('Atelier Awa');
    const first = await t.app.request(`/api/publics/${store.slug}`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const again = await t.app.request(`/api/publics/${store.slug}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, no-cache');
    // A CDN's weak form and a list match too; another ETag gets the body.
    const weak = await t.app.request(`/api/publics/${store.slug}`, { headers: { 'if-none-match': `"x", W/${etag}` } });
    expect(weak.status).toBe(304);
    expect((await t.app.request(`/api/publics/${store.slug}`, { headers: { 'if-none-match': '"x"' } })).status).toBe(
      200,
    );

    // A change gives a new ETag: the old one gets the new body.
    expect((await requestJson(t.app, 'PUT', '/api/stores', { name: 'Awa Couture' }, token)).status).toBe(200);
    const changed = await t.app.request(`/api/publics/${store.slug}`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as any).store.name).toBe('Awa Couture');
  });

  it("a change made by another API process (behind this one's back) shows once the entry is revalidated", async () => {
    const { store } = await storeFor('Atelier Awa');
    const before = await t.app.request(`/api/publics/${store.slug}`);
    const etag = before.headers.get('etag')!;
    await t.db.updateTable('stores').set({ brand: 'autre machine' }).execute();
    const revalidate = publicStoreCache.revalidateMs;
    publicStoreCache.revalidateMs = 0;
    try {
      const after = await t.app.request(`/api/publics/${store.slug}`, { headers: { 'if-none-match': etag } });
      expect(after.status).toBe(200);
      expect(((await after.json()) as any).store.brand).toBe('autre machine');
      // Read again without a change: same text, same ETag, so revalidating clients keep their 304.
      const same = await t.app.request(`/api/publics/${store.slug}`, {
        headers: { 'if-none-match': after.headers.get('etag')! },
      });
      expect(same.status).toBe(304);
    } finally {
      publicStoreCache.revalidateMs = revalidate;
    }
  });
});

describe('GET /api/publics', () => {
  /** What the publishing worker records once a store's storefront is live. */
  async function markPublished(storeId: string) {
    const now = new Date().toISOString();
    await t.db
      .insertInto('storefront_publications')
      .values({
        store_id: storeId,
        slug: null,
        release_id: 'r1',
        published_at: now,
        build_ms: 1,
        last_error: null,
        failed_at: null,
        updated_at: now,
      })
      .execute();
  }

  it('lists the stores with a live storefront, by name, without suspended ones', async () => {
    await markPublished((await storeFor('Zara Pagne')).store.id);
    await markPublished((await storeFor('Atelier Awa')).store.id);
    await markPublished((await storeFor('Boutique Suspendue', 'suspended')).store.id);
    await storeFor('Pas Encore Publiée');
    const res = await requestJson(t.app, 'GET', '/api/publics');
    expect(res.status).toBe(200);
    expect(res.data.data).toEqual([
      { name: 'Atelier Awa', slug: 'atelier-awa', logo: null, color: '#112233', brand: null },
      { name: 'Zara Pagne', slug: 'zara-pagne', logo: null, color: '#112233', brand: null },
    ]);
  });
});
