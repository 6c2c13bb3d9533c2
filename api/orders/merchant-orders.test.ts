import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant, createProduct } from '../testing/factories';
import { fromIp, shopper } from '../testing/requests';

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
    const { productId } = await createProduct(t.db, m.storeId, { stock: 5 });
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
    const { productId } = await createProduct(t.db, m.storeId);
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
    const { productId, subProductId } = await createProduct(t.db, m.storeId, {
      stock: 5,
      variant: { price: 100, stock: 4 },
    });
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
    const { productId } = await createProduct(t.db, a.storeId, { stock: 100 });
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await placeOrder(a.slug, productId, { quantity: 1 }));
    await requestJson(t.app, 'PUT', `/api/orders/${ids[0]}`, { status: 'confirmed' }, a.token);
    const page = await requestJson(t.app, 'GET', '/api/orders?perPage=2&page=1', undefined, a.token);
    expect(page.data.meta).toEqual({
      page: 1,
      perPage: 2,
      total: 3,
      counts: { pending: 2, confirmed: 1, shipped: 0, delivered: 0, canceled: 0 },
    });
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

  it('searches by customer name, phone or code and filters by day; keeps who moved the order, when and the message', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, m.storeId, { stock: 100 });
    const a = await placeOrder(m.slug, productId, { firstname: 'Mariam', lastname: 'Zongo', phone: '70112299' });
    const b = await placeOrder(m.slug, productId);
    const codeB = (await requestJson(t.app, 'GET', `/api/orders/${b}`, undefined, m.token)).data.data.code as string;
    expect(codeB).toMatch(/^[A-Z2-9]{6}$/);
    const ids = async (query: string) =>
      (await requestJson(t.app, 'GET', `/api/orders?${query}`, undefined, m.token)).data.data.map(
        (o: { id: string }) => o.id,
      );
    expect(await ids('search=mariam%20zon')).toEqual([a]);
    expect(await ids('search=zongo%20mar')).toEqual([a]);
    expect(await ids('search=112299')).toEqual([a]);
    expect(await ids(`search=${codeB.toLowerCase()}`)).toEqual([b]);
    expect(await ids('search=%25')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`from=${today}&to=${today}`)).toEqual([b, a]);
    expect(await ids('to=2020-01-01')).toEqual([]);
    expect((await requestJson(t.app, 'GET', '/api/orders?from=hier', undefined, m.token)).status).toBe(422);

    const moved = await requestJson(
      t.app,
      'PUT',
      `/api/orders/${a}`,
      { status: 'confirmed', message: 'Prête demain' },
      m.token,
    );
    expect(moved.data.data.history).toMatchObject([
      { status: 'pending', by: 'Client (boutique en ligne)', message: null },
      { status: 'confirmed', by: 'Awa Marchande', message: 'Prête demain' },
    ]);
    expect(moved.data.data.lines).toEqual([
      expect.objectContaining({ productId, name: 'Boubou brodé', quantity: 2, unitPrice: 10000 }),
    ]);
  });

  it('lets a shopper follow her order by code and phone only, with its history', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, m.storeId, { stock: 10 });
    const res = await fromIp(t, '10.9.0.1', `/api/shop/${m.slug}/orders`, shopper(productId, { phone: '70998877' }));
    const { id, code } = res.data.data;
    await requestJson(t.app, 'PUT', `/api/orders/${id}`, { status: 'confirmed', message: 'Merci !' }, m.token);
    const follow = await requestJson(
      t.app,
      'GET',
      `/api/shop/${m.slug}/orders/${code.toLowerCase()}?phone=70%2099%2088%2077`,
    );
    expect(follow.status).toBe(200);
    expect(follow.data.data).toMatchObject({ code, status: 'confirmed', statusLabel: 'Confirmée' });
    expect(follow.data.data.history.map((h: { statusLabel: string }) => h.statusLabel)).toEqual([
      'En Cours',
      'Confirmée',
    ]);
    expect(follow.data.data.history[1].by).toBeUndefined();
    const wrong = await requestJson(t.app, 'GET', `/api/shop/${m.slug}/orders/${code}?phone=70998800`);
    expect(wrong.status).toBe(404);
    expect(wrong.data.message).toBe('Aucune commande avec ce numéro et ce téléphone.');
  });
});
