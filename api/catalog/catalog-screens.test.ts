import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryInUseMessage, stockMovedMessage } from '#shared/schemas/catalog';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant, createProduct } from '../testing/factories';
import { fromIp, imageBytes, multipart, sendForm, shopper } from '../testing/requests';

// What the merchant's catalogue screens need from the API: list filters and sorts, picture order, the orders of a
// product, categories that cannot be deleted while used, and stock edits that never overwrite a reservation.
let t: TestContext;
let png: Buffer;
let ip = 0;
beforeAll(async () => {
  t = await createTestContext();
  png = await imageBytes('png', 400, 300);
});
afterAll(async () => {
  await t.close();
});

async function product(token: string, fields: Record<string, string> = {}, images = 1) {
  const files = Array.from({ length: images }, (_, i) => ({ bytes: png, name: `p${i}.png` }));
  const res = await sendForm(
    t.app,
    'POST',
    '/api/products',
    multipart({ name: 'Pagne', price: '1000', stock: '10', ...fields }, files),
    token,
  );
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data.data;
}

describe('product list for the screens', () => {
  it('filters by stock state, category (or none) and search, and sorts', async () => {
    const m = await createMerchant(t.db, t.config);
    const cat = (await requestJson(t.app, 'POST', '/api/categories', { name: 'Tissus' }, m.token)).data.data;
    await createProduct(t.db, m.storeId, { stock: 0, price: 500 });
    await createProduct(t.db, m.storeId, { stock: 3, price: 3000 });
    await createProduct(t.db, m.storeId, { stock: 40, price: 2000 });
    await product(m.token, { name: 'Bazin 100% riche', category: cat.id, stock: '8', price: '9000' });
    const list = async (query: string) =>
      (await requestJson(t.app, 'GET', `/api/products?${query}`, undefined, m.token)).data;

    expect((await list('stock=out')).data.map((p: { stock: number }) => p.stock)).toEqual([0]);
    expect((await list('stock=low')).data.map((p: { stock: number }) => p.stock)).toEqual([3]);
    expect((await list('stock=in')).meta.total).toBe(2);
    expect((await list(`category=${cat.id}`)).data.map((p: { name: string }) => p.name)).toEqual(['Bazin 100% riche']);
    expect((await list('category=none')).meta.total).toBe(3);
    expect((await list('search=bazin')).meta.total).toBe(1);
    // '%' typed by the merchant is a character, not a wildcard.
    expect((await list('search=100%25')).meta.total).toBe(1);
    expect((await list('search=z%25r')).meta.total).toBe(0);
    expect((await list('sort=price-asc')).data.map((p: { price: number }) => p.price)).toEqual([500, 2000, 3000, 9000]);
    expect((await list('sort=price-desc')).data[0].price).toBe(9000);
    expect((await list('sort=stock-asc')).data.map((p: { stock: number }) => p.stock)).toEqual([0, 3, 8, 40]);
    // An unknown sort or stock value falls back to the default instead of failing.
    expect((await list('sort=zzz&stock=zzz')).meta.total).toBe(4);
  });
});

describe('picture order', () => {
  it('reorders the pictures, the first being the main one, and refuses a list that is not exactly the product’s', async () => {
    const m = await createMerchant(t.db, t.config);
    const p = await product(m.token, {}, 3);
    const ids: string[] = p.images.map((i: { id: string }) => i.id);
    const reversed = [...ids].reverse();
    const res = await requestJson(t.app, 'PUT', `/api/products/${p.id}/images/order`, { ids: reversed }, m.token);
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data.data.images.map((i: { id: string }) => i.id)).toEqual(reversed);
    expect(res.data.data.imageUrl).toBe(res.data.data.images[0].url); // 400 px wide: one 320 px rendition

    const missing = await requestJson(
      t.app,
      'PUT',
      `/api/products/${p.id}/images/order`,
      { ids: ids.slice(1) },
      m.token,
    );
    expect(missing.status).toBe(422);
    expect(missing.data.errors.ids).toEqual(['La liste des images ne correspond pas à celles du produit.']);
    const empty = await requestJson(t.app, 'PUT', `/api/products/${p.id}/images/order`, { ids: [] }, m.token);
    expect(empty.data.errors.ids).toEqual(['Le champ est vide']);

    const other = await createMerchant(t.db, t.config);
    const cross = await requestJson(t.app, 'PUT', `/api/products/${p.id}/images/order`, { ids: reversed }, other.token);
    expect(cross.status).toBe(404);
  });
});

describe('orders of a product', () => {
  it('lists the orders that include the product, only for its own store', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, m.storeId, { stock: 5 });
    const placed = await fromIp(t, `10.9.0.${++ip}`, `/api/shop/${m.slug}/orders`, shopper(productId));
    expect(placed.status).toBe(201);
    const res = await requestJson(t.app, 'GET', `/api/products/${productId}/orders`, undefined, m.token);
    expect(res.data.data).toHaveLength(1);
    expect(res.data.data[0]).toMatchObject({ productId, quantity: 2, statusLabel: 'En Cours' });
    // An order whose second line is another product is listed for that product too.
    const second = await createProduct(t.db, m.storeId, { stock: 5 });
    const lines = [{ productId }, { productId: second.productId, subProductId: null, quantity: 1 }];
    await t.db
      .updateTable('orders')
      .set({ lines: JSON.stringify(lines) })
      .where('id', '=', placed.data.data.id)
      .execute();
    const forSecond = await requestJson(t.app, 'GET', `/api/products/${second.productId}/orders`, undefined, m.token);
    expect(forSecond.data.data.map((o: { id: string }) => o.id)).toEqual([placed.data.data.id]);
    const other = await createMerchant(t.db, t.config);
    expect((await requestJson(t.app, 'GET', `/api/products/${productId}/orders`, undefined, other.token)).status).toBe(
      404,
    );
  });
});

describe('categories in use', () => {
  it('refuses in French to delete a category its products still use, and deletes it once they moved', async () => {
    const m = await createMerchant(t.db, t.config);
    const cat = (await requestJson(t.app, 'POST', '/api/categories', { name: 'Robes' }, m.token)).data.data;
    const p = await product(m.token, { category: cat.id });
    const refused = await requestJson(t.app, 'DELETE', `/api/categories/${cat.id}`, undefined, m.token);
    expect(refused.status).toBe(409);
    expect(refused.data.message).toBe(categoryInUseMessage(1));
    expect(refused.data.message).toBe(
      'Cette catégorie contient 1 produit : déplacez-le vers une autre catégorie avant de la supprimer.',
    );
    await requestJson(t.app, 'PUT', `/api/products/${p.id}`, { category: null }, m.token);
    expect((await requestJson(t.app, 'DELETE', `/api/categories/${cat.id}`, undefined, m.token)).status).toBe(200);
  });
});

describe('stock edits never overwrite a reservation', () => {
  it('refuses a stock the merchant typed over a stale value after a shopper’s order, and accepts it once re-read', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, m.storeId, { stock: 5 });
    // She opened the form when the stock was 5; a shopper orders 2 meanwhile.
    const placed = await fromIp(t, `10.9.0.${++ip}`, `/api/shop/${m.slug}/orders`, shopper(productId));
    expect(placed.status).toBe(201);
    const stale = await requestJson(t.app, 'PUT', `/api/products/${productId}`, { stock: 12, stockSeen: 5 }, m.token);
    expect(stale.status).toBe(409);
    expect(stale.data.errors.stock).toEqual([stockMovedMessage(3)]);
    const row = await t.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow();
    expect(row.stock).toBe(3);
    // Other fields sent with a refused stock are not half-applied.
    const fresh = await requestJson(
      t.app,
      'PUT',
      `/api/products/${productId}`,
      { stock: 10, stockSeen: 3, name: 'Boubou' },
      m.token,
    );
    expect(fresh.status, JSON.stringify(fresh.data)).toBe(200);
    expect(fresh.data.data).toMatchObject({ stock: 10, name: 'Boubou' });
    // Edits that leave the stock alone never conflict, whatever it became.
    const priceOnly = await requestJson(t.app, 'PUT', `/api/products/${productId}`, { price: 9000 }, m.token);
    expect(priceOnly.status).toBe(200);
  });

  it('does the same for a variant’s stock', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId, subProductId } = await createProduct(t.db, m.storeId, {
      stock: 5,
      variant: { price: 12000, stock: 4 },
    });
    const placed = await fromIp(t, `10.9.0.${++ip}`, `/api/shop/${m.slug}/orders`, {
      ...shopper(productId),
      subProductId,
      quantity: 1,
    });
    expect(placed.status, JSON.stringify(placed.data)).toBe(201);
    const url = `/api/products/${productId}/sub-products/${subProductId}`;
    const stale = await requestJson(t.app, 'PUT', url, { stock: 9, stockSeen: 4 }, m.token);
    expect(stale.status).toBe(409);
    expect(stale.data.errors.stock).toEqual([stockMovedMessage(3)]);
    const ok = await requestJson(t.app, 'PUT', url, { stock: 9, stockSeen: 3 }, m.token);
    expect(ok.data.data.stock).toBe(9);
  });
});
