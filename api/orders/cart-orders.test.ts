import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createCategory, createMerchant, createProduct } from '../testing/factories';
import { fromIp } from '../testing/requests';
import { CART_LINES_MAX, CART_TOO_LONG, LINE_GONE, stockShortFor, stockShortLeft } from '#shared/schemas/order';
import { EMPTY } from '#shared/messages';
import { promoBelowMinimum } from '#shared/schemas/checkout';
import { formatAmount } from '#shared/checkout';

// A cart is one order: one code, one delivery fee, one promo code judged on the eligible lines, the stock of every
// line reserved in one transaction (all or nothing, the short line named), every amount computed by the server. The
// quote tells a line the order would refuse instead of dropping it. Runs on SQLite and PostgreSQL.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

let ip = 0;
const freshIp = () => `10.29.0.${++ip}`;

const CONTACT = {
  firstname: 'Awa',
  lastname: 'Diallo',
  phone: '70 11 22 33',
  email: 'awa@example.com',
  city: 'Ouagadougou',
};

/** A store with delivery zones, cash on delivery, a category, a dress in sizes (one variant), a wrap and sandals. */
async function cartStore() {
  const m = await createMerchant(t.db, t.config);
  const robes = await createCategory(t.db, m.storeId, { name: 'Robes' });
  const dress = await createProduct(t.db, m.storeId, {
    name: 'Boubou',
    price: 20000,
    stock: 0,
    categoryId: robes,
    sizes: ['L'],
    variant: { name: 'Taille L', size: 'L', price: 22000, stock: 3 },
  });
  const wrap = await createProduct(t.db, m.storeId, { name: 'Pagne', price: 6000, stock: 5, categoryId: robes });
  const sandals = await createProduct(t.db, m.storeId, { name: 'Sandales', price: 8000, stock: 1 });
  const saved = await requestJson(
    t.app,
    'PUT',
    '/api/checkout-settings',
    {
      delivery: {
        pickup: { enabled: true, address: 'Marché central' },
        delivery: { enabled: true, zones: [{ name: 'Plateau', fee: 1500, closed: false }] },
        freeDeliveryFrom: null,
      },
      payment: { cashOnDelivery: true, mobileMoney: [] },
    },
    m.token,
  );
  expect(saved.status, JSON.stringify(saved.data)).toBe(200);
  const zoneId = saved.data.data.delivery.delivery.zones[0].id as string;
  return { m, robes, dress, wrap, sandals, zoneId };
}

type Store = Awaited<ReturnType<typeof cartStore>>;

const threeLines = (s: Store) => [
  { productId: s.dress.productId, subProductId: s.dress.subProductId, size: 'L', quantity: 1 },
  { productId: s.wrap.productId, quantity: 2 },
  { productId: s.sandals.productId, quantity: 1 },
];

const stockOf = async (table: 'products' | 'sub_products', id: string) =>
  Number((await t.db.selectFrom(table).select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock);

const ordersOf = async (storeId: string) =>
  t.db.selectFrom('orders').select(['id', 'code', 'lines', 'total']).where('store_id', '=', storeId).execute();

async function promo(token: string, body: Record<string, unknown>) {
  const res = await requestJson(t.app, 'POST', '/api/promo-codes', body, token);
  expect(res.status, JSON.stringify(res.data)).toBe(201);
}

describe('a cart is one order', () => {
  it('one code, one delivery fee, a category code on its lines only, its minimum judged on the whole cart', async () => {
    const s = await cartStore();
    // 10 % on dresses and wraps only, from 40 000: no single line reaches it, the cart does.
    await promo(s.m.token, { code: 'FETE10', kind: 'percent', value: 10, categoryId: s.robes, minOrderAmount: 40000 });
    const body = {
      ...CONTACT,
      lines: threeLines(s),
      delivery: 'delivery',
      zoneId: s.zoneId,
      payment: 'cod',
      promoCode: 'fete10',
      total: 1,
      discount: 99999,
    };
    const quote = await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/quote`, body);
    expect(quote.status, JSON.stringify(quote.data)).toBe(200);
    // 22 000 + 2 × 6 000 + 8 000 = 42 000; the code takes 10 % of 34 000 (the sandals are not in its category).
    expect(quote.data.data).toMatchObject({
      subtotal: 42000,
      deliveryFee: 1500,
      discount: 3400,
      total: 40100,
      promoCode: 'FETE10',
      issues: [],
    });
    expect(quote.data.data.lines.map((l: { index: number }) => l.index)).toEqual([0, 1, 2]);

    const placed = await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/orders`, body);
    expect(placed.status, JSON.stringify(placed.data)).toBe(201);
    const o = placed.data.data;
    expect(o).toMatchObject({ subtotal: 42000, deliveryFee: 1500, discount: 3400, total: 40100 });
    expect(o.lines).toMatchObject([
      { name: 'Boubou — Taille L', size: 'L', quantity: 1, unitPrice: 22000, lineTotal: 22000 },
      { name: 'Pagne', quantity: 2, unitPrice: 6000, lineTotal: 12000 },
      { name: 'Sandales', quantity: 1, unitPrice: 8000, lineTotal: 8000 },
    ]);
    const rows = await ordersOf(s.m.storeId);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.lines)).toHaveLength(3);
    expect(Number(rows[0]!.total)).toBe(40100);
    expect(await stockOf('sub_products', s.dress.subProductId!)).toBe(2);
    expect(await stockOf('products', s.wrap.productId)).toBe(3);
    expect(await stockOf('products', s.sandals.productId)).toBe(0);

    // The merchant's order lists every line, and her notification names them all.
    const merchant = await requestJson(t.app, 'GET', `/api/orders/${o.id}`, undefined, s.m.token);
    expect(merchant.status).toBe(200);
    expect(merchant.data.data.lines.map((l: { name: string }) => l.name)).toEqual([
      'Boubou — Taille L',
      'Pagne',
      'Sandales',
    ]);
    const notice = await t.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', s.m.userId)
      .executeTakeFirstOrThrow();
    expect(notice.message).toBe('Nouvelle commande : Boubou — Taille L × 1, Pagne × 2, Sandales × 1 (Awa Diallo)');

    // The same code on one wrap alone is below its minimum.
    const alone = await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/quote`, {
      lines: [{ productId: s.wrap.productId, quantity: 1 }],
      promoCode: 'FETE10',
    });
    expect(alone.data.data.promoCodeError).toBe(promoBelowMinimum(formatAmount(40000, 'XOF')));
  });

  it('adds up the same article put twice, and still takes the one-product body as a cart of one line', async () => {
    const s = await cartStore();
    const twice = await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/orders`, {
      ...CONTACT,
      lines: [
        { productId: s.wrap.productId, quantity: 1 },
        { productId: s.wrap.productId, quantity: 2 },
      ],
      delivery: 'pickup',
      payment: 'cod',
    });
    expect(twice.status, JSON.stringify(twice.data)).toBe(201);
    expect(twice.data.data.lines).toMatchObject([{ name: 'Pagne', quantity: 3, lineTotal: 18000 }]);
    const one = await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/orders`, {
      ...CONTACT,
      productId: s.wrap.productId,
      quantity: '2',
      delivery: 'pickup',
      payment: 'cod',
    });
    expect(one.status, JSON.stringify(one.data)).toBe(201);
    expect(one.data.data.lines).toMatchObject([{ name: 'Pagne', quantity: 2 }]);
    expect(await stockOf('products', s.wrap.productId)).toBe(0);
  });
});

describe('all or nothing', () => {
  it('one line short refuses the whole order naming it, and takes no stock of the other lines', async () => {
    const s = await cartStore();
    const lines = threeLines(s);
    lines[2]!.quantity = 2; // one pair of sandals left
    const refused = await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/orders`, {
      ...CONTACT,
      lines,
      delivery: 'pickup',
      payment: 'cod',
    });
    expect(refused.status).toBe(422);
    expect(refused.data.message).toBe(stockShortFor('Sandales'));
    expect(refused.data.errors).toEqual({ 'lines.2.quantity': [stockShortFor('Sandales')] });
    expect(await ordersOf(s.m.storeId)).toHaveLength(0);
    // The dress and the wraps taken before the sandals were refused are back.
    expect(await stockOf('sub_products', s.dress.subProductId!)).toBe(3);
    expect(await stockOf('products', s.wrap.productId)).toBe(5);
    expect(await stockOf('products', s.sandals.productId)).toBe(1);

    // A line whose product is gone is named too.
    await t.db.updateTable('products').set({ published: 0 }).where('id', '=', s.wrap.productId).execute();
    const gone = await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/orders`, {
      ...CONTACT,
      lines: threeLines(s),
      delivery: 'pickup',
      payment: 'cod',
    });
    expect(gone.status).toBe(422);
    expect(gone.data.errors).toEqual({ 'lines.1.productId': [LINE_GONE] });
    expect(await stockOf('sub_products', s.dress.subProductId!)).toBe(3);
  });

  it('two carts race for the last pair of sandals: one order, one refusal naming them, stock never below 0', async () => {
    const s = await cartStore();
    // Both carts share the wrap too, listed in opposite orders (the stock is taken in one order of ids).
    const cart = (first: 'wrap' | 'sandals', name: string) => ({
      ...CONTACT,
      firstname: name,
      lines:
        first === 'wrap'
          ? [
              { productId: s.wrap.productId, quantity: 1 },
              { productId: s.sandals.productId, quantity: 1 },
            ]
          : [
              { productId: s.sandals.productId, quantity: 1 },
              { productId: s.wrap.productId, quantity: 1 },
            ],
      delivery: 'pickup',
      payment: 'cod',
    });
    const [a, b] = await Promise.all([
      fromIp(t, freshIp(), `/api/shop/${s.m.slug}/orders`, cart('wrap', 'Awa')),
      fromIp(t, freshIp(), `/api/shop/${s.m.slug}/orders`, cart('sandals', 'Binta')),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    const loser = a.status === 422 ? a : b;
    expect(loser.data.message).toBe(stockShortFor('Sandales'));
    expect(await stockOf('products', s.sandals.productId)).toBe(0);
    // Only the winner's wrap is taken.
    expect(await stockOf('products', s.wrap.productId)).toBe(4);
    expect(await ordersOf(s.m.storeId)).toHaveLength(1);
  });
});

describe('the cart’s quote and its input', () => {
  it('tells a line gone or short instead of dropping it, and prices the others', async () => {
    const s = await cartStore();
    await t.db
      .updateTable('products')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', s.wrap.productId)
      .execute();
    const quote = await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/quote`, {
      lines: [
        { productId: s.dress.productId, subProductId: s.dress.subProductId, size: 'L', quantity: 5 },
        { productId: s.wrap.productId, quantity: 1 },
        { productId: s.sandals.productId, quantity: 1 },
      ],
    });
    expect(quote.status, JSON.stringify(quote.data)).toBe(200);
    expect(quote.data.data.issues).toEqual([
      {
        index: 0,
        productId: s.dress.productId,
        subProductId: s.dress.subProductId,
        kind: 'stock',
        message: stockShortLeft(3),
        left: 3,
      },
      { index: 1, productId: s.wrap.productId, subProductId: null, kind: 'gone', message: LINE_GONE, left: null },
    ]);
    expect(quote.data.data.lines).toMatchObject([{ index: 2, name: 'Sandales', lineTotal: 8000 }]);
    expect(quote.data.data.subtotal).toBe(8000);
    // The product page's one-product quote keeps its 404 for a product gone.
    const one = await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/quote`, { productId: s.wrap.productId, quantity: 1 });
    expect(one.status).toBe(404);
  });

  it('refuses a bad line, too many lines, or no product at all (422 in French, nothing saved)', async () => {
    const s = await cartStore();
    const bad = await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/orders`, {
      ...CONTACT,
      lines: [{ productId: s.wrap.productId, quantity: 0 }, { quantity: 1 }],
      delivery: 'pickup',
      payment: 'cod',
    });
    expect(bad.status).toBe(422);
    expect(bad.data.errors['lines.0.quantity']).toBeDefined();
    expect(bad.data.errors['lines.1.productId']).toEqual([EMPTY]);
    const many = await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/quote`, {
      lines: Array.from({ length: CART_LINES_MAX + 1 }, () => ({ productId: s.wrap.productId, quantity: 1 })),
    });
    expect(many.status).toBe(422);
    expect(many.data.errors.lines).toEqual([CART_TOO_LONG]);
    const none = await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/orders`, { ...CONTACT, lines: [] });
    expect(none.status).toBe(422);
    expect(none.data.errors.productId).toEqual([EMPTY]);
    expect(none.data.errors.quantity).toEqual([EMPTY]);
    // Another store's product in a cart is a line gone, never ordered.
    const other = await cartStore();
    const foreign = await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/orders`, {
      ...CONTACT,
      lines: [{ productId: other.wrap.productId, quantity: 1 }],
      delivery: 'pickup',
      payment: 'cod',
    });
    expect(foreign.status).toBe(422);
    expect(foreign.data.errors).toEqual({ 'lines.0.productId': [LINE_GONE] });
    expect(await ordersOf(s.m.storeId)).toHaveLength(0);
    expect(await stockOf('products', other.wrap.productId)).toBe(5);
  });
});
