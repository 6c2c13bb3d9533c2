import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant } from '../testing/merchant';
import { addProduct, fromIp, shopper } from './test-shop';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

let ipCounter = 0;
async function placeOrder(slug: string, productId: string, extra: Record<string, unknown> = {}) {
  const res = await fromIp(t, `10.1.0.${++ipCounter}`, `/api/shop/${slug}/orders`, shopper(productId, extra));
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data.data.id as string;
}
const stockOf = async (id: string) =>
  (await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

describe('merchant order API', () => {
  it('moves an order pending → confirmed → shipped → delivered, bumping its sync version and mailing the customer', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId } = await addProduct(t, m.storeId, { stock: 5 });
    const id = await placeOrder(m.slug, productId);
    let version = (await requestJson(t.app, 'GET', `/api/orders/${id}`, undefined, m.token)).data.data.version;
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const res = await requestJson(t.app, 'PUT', `/api/orders/${id}`, { status, message: `Étape ${status}` }, m.token);
      expect(res.status, JSON.stringify(res.data)).toBe(200);
      expect(res.data.data).toMatchObject({ status, message: `Étape ${status}` });
      expect(res.data.data.version).toBeGreaterThan(version);
      version = res.data.data.version;
    }
    expect(t.sent.map((m) => m.to)).toEqual(['fatou@example.com', 'fatou@example.com', 'fatou@example.com']);
    expect(t.sent[2]!.text).toContain('Livrée');
    expect(t.sent[2]!.text).toContain('Étape delivered');
    // Delivered is final.
    const back = await requestJson(t.app, 'PUT', `/api/orders/${id}`, { status: 'canceled' }, m.token);
    expect(back.status).toBe(422);
    expect(back.data.errors.status[0]).toBe('Impossible de passer une commande « Livrée » à « Annulée ».');
    expect(await stockOf(productId)).toBe(3);
  });

  it('refuses skipping a step and leaves the order unchanged', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId } = await addProduct(t, m.storeId);
    const id = await placeOrder(m.slug, productId);
    const res = await requestJson(t.app, 'PUT', `/api/orders/${id}`, { status: 'shipped' }, m.token);
    expect(res.status).toBe(422);
    const row = await t.db.selectFrom('orders').select(['status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    const invalid = await requestJson(t.app, 'PUT', `/api/orders/${id}`, { status: 'perdu' }, m.token);
    expect(invalid.status).toBe(422);
    expect(invalid.data.errors.status).toEqual(['Statut invalide']);
  });

  it('gives the stock back when a pending or confirmed order is cancelled (product or variant)', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId, subProductId } = await addProduct(t, m.storeId, { stock: 5, variant: { price: 100, stock: 4 } });
    const plain = await placeOrder(m.slug, productId, { quantity: 3 });
    const variant = await placeOrder(m.slug, productId, { subProductId, quantity: 4 });
    expect(await stockOf(productId)).toBe(2);
    expect((await requestJson(t.app, 'PUT', `/api/orders/${plain}`, { status: 'canceled' }, m.token)).status).toBe(200);
    expect(await stockOf(productId)).toBe(5);
    await requestJson(t.app, 'PUT', `/api/orders/${variant}`, { status: 'confirmed' }, m.token);
    expect((await requestJson(t.app, 'PUT', `/api/orders/${variant}`, { status: 'canceled' }, m.token)).status).toBe(
      200,
    );
    expect(
      (await t.db.selectFrom('sub_products').select('stock').where('id', '=', subProductId!).executeTakeFirstOrThrow())
        .stock,
    ).toBe(4);
    // Saving « canceled » again changes nothing: the stock is never given back twice.
    expect((await requestJson(t.app, 'PUT', `/api/orders/${plain}`, { status: 'canceled' }, m.token)).status).toBe(200);
    expect(await stockOf(productId)).toBe(5);
  });

  it('lists its own orders only, paged and filtered by status; another store’s order answers 404', async () => {
    const a = await createMerchant(t.db, t.config);
    const b = await createMerchant(t.db, t.config);
    const { productId } = await addProduct(t, a.storeId, { stock: 100 });
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await placeOrder(a.slug, productId, { quantity: 1 }));
    await requestJson(t.app, 'PUT', `/api/orders/${ids[0]}`, { status: 'confirmed' }, a.token);
    const page = await requestJson(t.app, 'GET', '/api/orders?perPage=2&page=1', undefined, a.token);
    expect(page.data.meta).toEqual({ page: 1, perPage: 2, total: 3 });
    expect(page.data.data.map((o: { id: string }) => o.id)).toEqual([ids[2], ids[1]]);
    const confirmed = await requestJson(t.app, 'GET', '/api/orders?status=confirmed', undefined, a.token);
    expect(confirmed.data.data.map((o: { id: string }) => o.id)).toEqual([ids[0]]);
    expect((await requestJson(t.app, 'GET', '/api/orders?status=nope', undefined, a.token)).status).toBe(422);

    expect((await requestJson(t.app, 'GET', '/api/orders', undefined, b.token)).data.data).toEqual([]);
    expect((await requestJson(t.app, 'GET', `/api/orders/${ids[1]}`, undefined, b.token)).status).toBe(404);
    expect((await requestJson(t.app, 'PUT', `/api/orders/${ids[1]}`, { status: 'canceled' }, b.token)).status).toBe(
      404,
    );
    expect(
      (await t.db.selectFrom('orders').select('status').where('id', '=', ids[1]!).executeTakeFirstOrThrow()).status,
    ).toBe('pending');
    expect((await requestJson(t.app, 'GET', '/api/orders')).status).toBe(401);
  });
});
