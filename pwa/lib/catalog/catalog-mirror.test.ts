import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { CatalogMirrorJson } from '#shared/catalog-mirror';
import { createTestContext, requestJson, type TestContext } from '../../../api/testing/harness';
import { createMerchant, createProduct } from '../../../api/testing/factories';
import { fromIp, shopper } from '../../../api/testing/requests';
import { CatalogDatabase } from './catalog-db';
import { CatalogMirror } from './catalog-mirror';

// The catalogue kept on the device (decision 016), against the real API: a first full read, then only what changed —
// a product edited, a variant's stock taken by a shopper order (only the variant's row moves), a product deleted.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

function deviceFor(token: string) {
  const reads: (string | null)[] = [];
  const mirror = new CatalogMirror(
    new CatalogDatabase('catalog-test', { indexedDB: new IDBFactory(), IDBKeyRange }),
    async (since) => {
      reads.push(since);
      const url = `/api/catalog/mirror${since ? `?since=${encodeURIComponent(since)}` : ''}`;
      const res = await requestJson(t.app, 'GET', url, undefined, token);
      if (res.status !== 200) throw Object.assign(new Error(res.data.message), { status: res.status });
      return res.data as CatalogMirrorJson;
    },
  );
  return { mirror, reads };
}

describe('the catalogue on the device', () => {
  it('reads everything once, then what changed: edits, a variant’s stock taken by an order, deletions', async () => {
    const m = await createMerchant(t.db, t.config);
    const other = await createMerchant(t.db, t.config);
    await createProduct(t.db, other.storeId, { name: 'Pas à moi' });
    const cat = (await requestJson(t.app, 'POST', '/api/categories', { name: 'Tissus' }, m.token)).data.data;
    const robe = await createProduct(t.db, m.storeId, {
      name: 'Robe',
      categoryId: cat.id,
      images: 2,
      variant: { name: 'Taille L', price: 12000, stock: 4 },
    });
    const pagne = await createProduct(t.db, m.storeId, { name: 'Pagne', stock: 9 });

    const { mirror, reads } = deviceFor(m.token);
    await mirror.refresh();
    expect(mirror.getState().error).toBeNull();
    const first = await mirror.db.products.toArray();
    expect(first.map((r) => r.data.name).sort()).toEqual(['Pagne', 'Robe']);
    const robeRow = first.find((r) => r.id === robe.productId)!.data;
    expect(robeRow.categoryName).toBe('Tissus');
    expect(robeRow.images).toHaveLength(2);
    expect(robeRow.subProducts.map((s) => [s.name, s.stock])).toEqual([['Taille L', 4]]);
    expect((await mirror.db.categories.toArray()).map((c) => [c.data.name, c.data.productCount])).toEqual([
      ['Tissus', 1],
    ]);

    // A shopper takes 2 of the variant: only the variant's row changes on the server.
    const placed = await fromIp(
      t,
      '10.77.0.1',
      `/api/shop/${m.slug}/orders`,
      shopper(robe.productId, { subProductId: robe.subProductId }),
    );
    expect(placed.status, JSON.stringify(placed.data)).toBe(201);
    await requestJson(t.app, 'PUT', `/api/products/${pagne.productId}`, { price: '2500' }, m.token);
    await mirror.refresh();
    expect(reads[1]).not.toBeNull(); // the second read asks only for what changed
    expect((await mirror.db.products.get(robe.productId))!.data.subProducts[0]!.stock).toBe(2);
    expect((await mirror.db.products.get(pagne.productId))!.data.price).toBe(2500);

    expect((await requestJson(t.app, 'DELETE', `/api/products/${pagne.productId}`, undefined, m.token)).status).toBe(
      200,
    );
    await mirror.refresh();
    expect((await mirror.db.products.toArray()).map((r) => r.data.name)).toEqual(['Robe']);
  });

  it('answers only the token’s own store, and refuses without a merchant token', async () => {
    const m = await createMerchant(t.db, t.config);
    const other = await createMerchant(t.db, t.config);
    await createProduct(t.db, other.storeId, { name: 'Chez l’autre' });
    const res = await requestJson(t.app, 'GET', '/api/catalog/mirror', undefined, m.token);
    expect(res.status).toBe(200);
    expect(res.data.full).toBe(true);
    expect(res.data.products).toEqual([]);
    expect((await requestJson(t.app, 'GET', '/api/catalog/mirror')).status).toBe(401);
  });

  it('keeps the copy as it is when the network is down (no error shown)', async () => {
    const m = await createMerchant(t.db, t.config);
    await createProduct(t.db, m.storeId, { name: 'Bazin' });
    const { mirror } = deviceFor(m.token);
    await mirror.refresh();
    const down = new CatalogMirror(mirror.db, async () => {
      throw Object.assign(new Error('Impossible de joindre le serveur.'), { status: 0 });
    });
    await down.refresh();
    expect(down.getState().error).toBeNull();
    expect((await down.db.products.toArray()).map((r) => r.data.name)).toEqual(['Bazin']);
  });
});
