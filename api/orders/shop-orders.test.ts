import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { ORDER_FLOOD_RATE, ORDER_RATE, orderRateKeys, takeRateSlot } from './rate-limit';
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
const freshIp = () => `10.0.0.${++ipCounter}`;
const orderKeys = (slug: string, ip: string) => {
  const keys = orderRateKeys(slug, ip);
  return [keys.perAddress, keys.perStore].sort();
};

describe('POST /api/shop/{slug}/orders', () => {
  it('creates a pending order, reserves the stock, creates the customer and notifies the merchant', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, m.storeId, { price: 10000, discountPrice: 8000, stock: 5 });
    const res = await fromIp(t, freshIp(), `/api/shop/${m.slug}/orders`, shopper(productId));
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    const orderId = res.data.data.id;

    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      store_id: m.storeId,
      status: 'pending',
      quantity: 2,
      unit_price: 8000,
      total: 16000,
      phone: '+22670112233',
      email: 'fatou@example.com',
      product_id: productId,
    });
    expect(order.version).toBeGreaterThan(0);
    const product = await t.db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(product.stock).toBe(3);
    const customer = await t.db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', order.customer_id!)
      .executeTakeFirstOrThrow();
    expect(customer).toMatchObject({
      store_id: m.storeId,
      first_name: 'Fatou',
      last_name: 'Ouédraogo',
      phone: '+22670112233',
      city: 'Ouagadougou',
    });
    expect(customer.version).toBeGreaterThan(0);
    const notes = await t.db.selectFrom('notifications').selectAll().where('user_id', '=', m.userId).execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'orders', related_id: orderId, read: 0 });
    // The storefront shows the stock: a republish is queued.
    expect(
      await t.db.selectFrom('publish_jobs').select('store_id').where('store_id', '=', m.storeId).execute(),
    ).toHaveLength(1);

    // The merchant sees it in the order API.
    const listed = await requestJson(t.app, 'GET', '/api/orders?status=pending', undefined, m.token);
    expect(listed.data.data.map((o: { id: string }) => o.id)).toEqual([orderId]);
    expect(listed.data.data[0].statusLabel).toBe('En Cours');
  });

  it('finds the same customer again by phone, then by e-mail', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, m.storeId, { stock: 10 });
    const first = await fromIp(t, freshIp(), `/api/shop/${m.slug}/orders`, shopper(productId, { quantity: 1 }));
    const samePhone = await fromIp(
      t,
      freshIp(),
      `/api/shop/${m.slug}/orders`,
      shopper(productId, { quantity: 1, phone: '+226 70 11 22 33', email: 'autre@example.com' }),
    );
    const sameEmail = await fromIp(
      t,
      freshIp(),
      `/api/shop/${m.slug}/orders`,
      shopper(productId, { quantity: 1, phone: '76000000', email: 'FATOU@example.com' }),
    );
    const other = await fromIp(
      t,
      freshIp(),
      `/api/shop/${m.slug}/orders`,
      shopper(productId, { quantity: 1, phone: '76999999', email: 'x@example.com' }),
    );
    const customerOf = async (id: string) =>
      (await t.db.selectFrom('orders').select('customer_id').where('id', '=', id).executeTakeFirstOrThrow())
        .customer_id;
    const c1 = await customerOf(first.data.data.id);
    expect(await customerOf(samePhone.data.data.id)).toBe(c1);
    expect(await customerOf(sameEmail.data.data.id)).toBe(c1);
    expect(await customerOf(other.data.data.id)).not.toBe(c1);
    expect(await t.db.selectFrom('customers').selectAll().where('store_id', '=', m.storeId).execute()).toHaveLength(2);
  });

  it('reserves a variant’s own stock at its own price, and refuses more than the stock with « Stock insuffisant »', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId, subProductId } = await createProduct(t.db, m.storeId, {
      stock: 50,
      variant: { price: 12500, stock: 2 },
    });
    const ok = await fromIp(
      t,
      freshIp(),
      `/api/shop/${m.slug}/orders`,
      shopper(productId, { subProductId, quantity: 2 }),
    );
    expect(ok.status).toBe(201);
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', ok.data.data.id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      sub_product_id: subProductId,
      unit_price: 12500,
      total: 25000,
      product_name: 'Boubou brodé — XL',
    });
    expect(
      (await t.db.selectFrom('sub_products').select('stock').where('id', '=', subProductId!).executeTakeFirstOrThrow())
        .stock,
    ).toBe(0);
    expect(
      (await t.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).stock,
    ).toBe(50);

    const short = await fromIp(
      t,
      freshIp(),
      `/api/shop/${m.slug}/orders`,
      shopper(productId, { subProductId, quantity: 1 }),
    );
    expect(short.status).toBe(422);
    expect(short.data).toEqual({ message: 'Stock insuffisant', errors: { quantity: ['Stock insuffisant'] } });
    const plainShort = await fromIp(t, freshIp(), `/api/shop/${m.slug}/orders`, shopper(productId, { quantity: 51 }));
    expect(plainShort.status).toBe(422);
    expect(plainShort.data.message).toBe('Stock insuffisant');
    // Nothing written by the refused orders: one order, one customer, one notification.
    expect(await t.db.selectFrom('orders').selectAll().execute()).toHaveLength(1);
    expect(await t.db.selectFrom('customers').selectAll().execute()).toHaveLength(1);
    expect(await t.db.selectFrom('notifications').selectAll().execute()).toHaveLength(1);
  });

  it('answers the specification’s messages for every required field', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, m.storeId);
    const empty = await fromIp(t, freshIp(), `/api/shop/${m.slug}/orders`, { productId });
    expect(empty.status).toBe(422);
    for (const field of ['firstname', 'lastname', 'phone', 'email', 'city', 'quantity']) {
      expect(empty.data.errors[field], field).toEqual(['Le champ est vide']);
    }
    const bad = await fromIp(
      t,
      freshIp(),
      `/api/shop/${m.slug}/orders`,
      shopper(productId, { phone: '12-34', email: 'pas-un-email', quantity: '0' }),
    );
    expect(bad.data.errors.phone).toEqual(['Numero Invalide']);
    expect(bad.data.errors.email).toEqual(['Email Incorrect']);
    expect(bad.data.errors.quantity[0]).toMatch(/Quantité invalide/);
    expect(await t.db.selectFrom('orders').selectAll().execute()).toEqual([]);
  });

  it('tells a shopper whose name or message is too long how many characters fit', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, m.storeId);
    const order = await fromIp(
      t,
      freshIp(),
      `/api/shop/${m.slug}/orders`,
      shopper(productId, { lastname: 'x'.repeat(300) }),
    );
    expect(order.status).toBe(422);
    expect(order.data.errors.lastname).toEqual(['Texte trop long : 100 caractères au plus.']);
    const contact = await fromIp(t, freshIp(), `/api/shop/${m.slug}/contact`, {
      fullName: 'Ali Traoré',
      email: 'ali@example.com',
      phone: '70000001',
      subject: 's'.repeat(151),
      message: 'm'.repeat(5001),
    });
    expect(contact.status).toBe(422);
    expect(contact.data.errors).toMatchObject({
      subject: ['Texte trop long : 150 caractères au plus.'],
      message: ['Texte trop long : 5000 caractères au plus.'],
    });
  });

  it('refuses a product of another store, an unpublished one, and an unknown store with 404', async () => {
    const a = await createMerchant(t.db, t.config);
    const b = await createMerchant(t.db, t.config);
    const { productId: foreign, subProductId: foreignVariant } = await createProduct(t.db, a.storeId, {
      variant: { price: 1, stock: 9 },
    });
    const { productId: own } = await createProduct(t.db, b.storeId);
    const { productId: hidden } = await createProduct(t.db, b.storeId, { published: 0 });
    expect((await fromIp(t, freshIp(), `/api/shop/${b.slug}/orders`, shopper(foreign))).status).toBe(404);
    // A variant of another store's product, under this store's product id.
    expect(
      (await fromIp(t, freshIp(), `/api/shop/${b.slug}/orders`, shopper(own, { subProductId: foreignVariant }))).status,
    ).toBe(404);
    expect((await fromIp(t, freshIp(), `/api/shop/${b.slug}/orders`, shopper(hidden))).status).toBe(404);
    expect((await fromIp(t, freshIp(), `/api/shop/inconnue/orders`, shopper(own))).status).toBe(404);
    expect(await t.db.selectFrom('orders').selectAll().execute()).toEqual([]);
    expect(
      (await t.db.selectFrom('products').select('stock').where('id', '=', foreign).executeTakeFirstOrThrow()).stock,
    ).toBe(5);
  });

  it('ignores anything else a shopper sends: status, price, store and customer ids', async () => {
    const a = await createMerchant(t.db, t.config);
    const b = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, b.storeId, { price: 10000 });
    const res = await fromIp(
      t,
      freshIp(),
      `/api/shop/${b.slug}/orders`,
      shopper(productId, {
        quantity: 1,
        status: 'delivered',
        unit_price: 1,
        total: 1,
        store_id: a.storeId,
        customer_id: 'x',
        id: 'mine',
      }),
    );
    expect(res.status).toBe(201);
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', res.data.data.id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'pending', unit_price: 10000, total: 10000, store_id: b.storeId });
    expect(order.id).not.toBe('mine');
  });

  it('limits orders per store and address (429 in French): the same address still orders from another store', async () => {
    const m = await createMerchant(t.db, t.config);
    const other = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, m.storeId, { stock: 100 });
    const { productId: otherProduct } = await createProduct(t.db, other.storeId, { stock: 100 });
    const ip = freshIp();
    for (let i = 0; i < ORDER_RATE.max; i++) {
      expect((await fromIp(t, ip, `/api/shop/${m.slug}/orders`, shopper(productId, { quantity: 1 }))).status).toBe(201);
    }
    const limited = await fromIp(t, ip, `/api/shop/${m.slug}/orders`, shopper(productId, { quantity: 1 }));
    expect(limited.status).toBe(429);
    expect(limited.data.message).toMatch(/Réessayez dans quelques minutes/);
    // A carrier's shared address: shoppers of another store are not blocked by this store's burst.
    expect((await fromIp(t, ip, `/api/shop/${other.slug}/orders`, shopper(otherProduct, { quantity: 1 }))).status).toBe(
      201,
    );
    expect((await fromIp(t, freshIp(), `/api/shop/${m.slug}/orders`, shopper(productId, { quantity: 1 }))).status).toBe(
      201,
    );
    expect(await t.db.selectFrom('orders').selectAll().execute()).toHaveLength(ORDER_RATE.max + 2);
  });

  it('counts a placed order once per limit in its own transaction, and a refused attempt too', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, m.storeId, { stock: 1 });
    const ip = freshIp();
    const hits = async () =>
      (
        await t.db.selectFrom('shopper_rate_hits').select('key').where('key', 'like', `%${ip}`).orderBy('key').execute()
      ).map((h) => h.key);
    expect((await fromIp(t, ip, `/api/shop/${m.slug}/orders`, shopper(productId, { quantity: 1 }))).status).toBe(201);
    expect(await hits()).toEqual(orderKeys(m.slug, ip));
    // Out of stock: the order's transaction rolled back, yet the attempt counts (guessing or spamming is limited).
    expect((await fromIp(t, ip, `/api/shop/${m.slug}/orders`, shopper(productId, { quantity: 1 }))).status).toBe(422);
    expect((await fromIp(t, ip, `/api/shop/${m.slug}/orders`, { productId })).status).toBe(422);
    expect(await hits()).toEqual([...orderKeys(m.slug, ip), ...orderKeys(m.slug, ip), ...orderKeys(m.slug, ip)].sort());
  });

  it('still stops one address flooding many stores', async () => {
    const ip = freshIp();
    const keys = (slug: string) => orderRateKeys(slug, ip);
    const now = new Date();
    for (let i = 0; i < ORDER_FLOOD_RATE.max; i++)
      await takeRateSlot(t.db, keys(`store-${i}`).perAddress, ORDER_FLOOD_RATE, now);
    const m = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, m.storeId, { stock: 100 });
    const res = await fromIp(t, ip, `/api/shop/${m.slug}/orders`, shopper(productId, { quantity: 1 }));
    expect(res.status).toBe(429);
  });

  it('refuses orders for a suspended store', async () => {
    const m = await createMerchant(t.db, t.config, { subscription: 'suspended' });
    const { productId } = await createProduct(t.db, m.storeId);
    const res = await fromIp(t, freshIp(), `/api/shop/${m.slug}/orders`, shopper(productId));
    expect(res.status).toBe(403);
    expect(res.data.message).toBe('Boutique indisponible');
  });
});

describe('POST /api/shop/{slug}/contact', () => {
  it('stores the message for that store’s merchant, validates it, and limits it per address', async () => {
    const m = await createMerchant(t.db, t.config);
    const other = await createMerchant(t.db, t.config);
    const body = {
      fullName: 'Ali Traoré',
      email: 'ali@example.com',
      phone: '70000001',
      subject: 'Taille',
      message: 'Avez-vous du XXL ?',
    };
    const ip = freshIp();
    expect((await fromIp(t, ip, `/api/shop/${m.slug}/contact`, body)).status).toBe(201);
    const listed = await requestJson(t.app, 'GET', '/api/store-messages', undefined, m.token);
    expect(listed.data.data).toHaveLength(1);
    expect(listed.data.data[0]).toMatchObject({
      fullName: 'Ali Traoré',
      phone: '+22670000001',
      subject: 'Taille',
      read: false,
    });
    expect((await requestJson(t.app, 'GET', '/api/store-messages', undefined, other.token)).data.data).toEqual([]);

    const bad = await fromIp(t, ip, `/api/shop/${m.slug}/contact`, { email: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.data.errors).toMatchObject({
      fullName: ['Le champ est vide'],
      email: ['Email Incorrect'],
      phone: ['Le champ est vide'],
      message: ['Le champ est vide'],
    });
    for (let i = 0; i < 3; i++) await fromIp(t, ip, `/api/shop/${m.slug}/contact`, body);
    expect((await fromIp(t, ip, `/api/shop/${m.slug}/contact`, body)).status).toBe(429);
  });
});
