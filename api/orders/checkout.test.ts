import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createCategory, createMerchant, createProduct } from '../testing/factories';
import { fromIp, shopper, syncPush, syncUpsert } from '../testing/requests';
import {
  DELIVERY_REQUIRED,
  FEE_INVALID,
  PAYMENT_NOT_ACCEPTED,
  PAYMENT_REQUIRED,
  PROMO_EXHAUSTED,
  PROMO_EXPIRED,
  PROMO_NOT_FOR_PRODUCT,
  PROMO_OFF,
  PROMO_UNKNOWN,
  TRANSACTION_ALREADY_DECLARED,
  ZONE_CLOSED,
  ZONE_UNKNOWN,
  promoBelowMinimum,
} from '#shared/schemas/checkout';
import { formatAmount } from '#shared/checkout';

// The server side of checkout: settings, amounts computed by the server only, promo codes counted exactly
// (a real race), every bad input refused in French with nothing saved, the transaction declared once, the merchant
// marking paid, and shoppers' phones read with the store's country. Runs on SQLite and PostgreSQL.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

let ip = 0;
const freshIp = () => `10.19.0.${++ip}`;

const DELIVERY = {
  pickup: { enabled: true, address: 'Marché de Rood Woko, porte 3' },
  delivery: {
    enabled: true,
    zones: [
      { name: 'Plateau', fee: '1 000', closed: false },
      { name: 'Pikine', fee: 2000, closed: false },
      { name: 'Rufisque', fee: 3000, closed: true },
    ],
  },
  freeDeliveryFrom: 50000,
};
const PAYMENT = {
  cashOnDelivery: true,
  mobileMoney: [
    { method: 'wave', number: '70 55 44 33', instruction: 'Au nom de Awa Traoré' },
    { method: 'orange_money', number: '+22676000000', instruction: null },
  ],
};

async function checkoutStore(storePhone?: string) {
  const m = await createMerchant(t.db, t.config, storePhone ? { storePhone } : {});
  const category = await createCategory(t.db, m.storeId, { name: 'Robes' });
  const p = await createProduct(t.db, m.storeId, {
    name: 'Robe wax',
    price: 15000,
    stock: 20,
    categoryId: category,
    sizes: ['M', 'L'],
    colors: ['Rouge'],
    variant: { name: 'Rouge M', size: 'M', color: 'Rouge', price: 17000, stock: 10 },
  });
  const other = await createProduct(t.db, m.storeId, { name: 'Sac', price: 5000, stock: 20 });
  const saved = await requestJson(
    t.app,
    'PUT',
    '/api/checkout-settings',
    { delivery: DELIVERY, payment: PAYMENT },
    m.token,
  );
  expect(saved.status, JSON.stringify(saved.data)).toBe(200);
  const zones = saved.data.data.delivery.delivery.zones as { id: string; name: string }[];
  const zone = (name: string) => zones.find((z) => z.name === name)!.id;
  return {
    m,
    productId: p.productId,
    variantId: p.subProductId!,
    otherId: other.productId,
    categoryId: category,
    zone,
  };
}

async function promo(token: string, body: Record<string, unknown>) {
  const res = await requestJson(t.app, 'POST', '/api/promo-codes', body, token);
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data.data as { id: string; code: string };
}

const orderCount = async (storeId: string) =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('store_id', '=', storeId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('checkout settings', () => {
  it('saves delivery zones with ids, payment numbers in E.164 and the time zone defaulted from the country', async () => {
    const s = await checkoutStore('+224620000000');
    const got = await requestJson(t.app, 'GET', '/api/checkout-settings', undefined, s.m.token);
    expect(got.status).toBe(200);
    expect(got.data.country).toBe('GN');
    expect(got.data.timeZone).toBe('Africa/Conakry');
    expect(got.data.timeZoneChosen).toBe(false);
    expect(got.data.delivery.delivery.zones.map((z: { fee: number }) => z.fee)).toEqual([1000, 2000, 3000]);
    expect(got.data.payment.mobileMoney[0].number).toBe('+224705544' + '33');
    const tz = await requestJson(t.app, 'PUT', '/api/checkout-settings', { timeZone: 'Africa/Abidjan' }, s.m.token);
    expect(tz.data.data.timeZone).toBe('Africa/Abidjan');
    // Zones keep their ids when saved again.
    const again = await requestJson(t.app, 'PUT', '/api/checkout-settings', { delivery: got.data.delivery }, s.m.token);
    expect(again.data.data.delivery.delivery.zones.map((z: { id: string }) => z.id)).toEqual(
      got.data.delivery.delivery.zones.map((z: { id: string }) => z.id),
    );
  });

  it('refuses a negative or non-numeric fee, no option, an unknown time zone (422 in French, nothing saved)', async () => {
    const m = await createMerchant(t.db, t.config);
    const bad = await requestJson(
      t.app,
      'PUT',
      '/api/checkout-settings',
      {
        delivery: {
          pickup: { enabled: false, address: null },
          delivery: {
            enabled: true,
            zones: [
              { name: 'Plateau', fee: -500 },
              { name: 'Pikine', fee: 'beaucoup' },
            ],
          },
          freeDeliveryFrom: null,
        },
        timeZone: 'Mars/Olympus',
      },
      m.token,
    );
    expect(bad.status).toBe(422);
    expect(bad.data.errors['delivery.delivery.zones.0.fee']).toEqual([FEE_INVALID]);
    expect(bad.data.errors['delivery.delivery.zones.1.fee']).toEqual([FEE_INVALID]);
    expect(bad.data.errors.timeZone).toBeDefined();
    const row = await t.db
      .selectFrom('stores')
      .select(['delivery_settings', 'time_zone'])
      .where('id', '=', m.storeId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ delivery_settings: null, time_zone: null });
  });
});

describe('amounts computed by the server', () => {
  it('prices the variant, the zone fee, the code and the total, ignoring every amount the client sends', async () => {
    const s = await checkoutStore();
    await promo(s.m.token, { code: 'tabaski10', kind: 'percent', value: 10 });
    const body = shopper(s.productId, {
      subProductId: s.variantId,
      quantity: 2,
      size: 'M',
      color: 'Rouge',
      delivery: 'delivery',
      zoneId: s.zone('Plateau'),
      address: 'Rue 12, porte bleue',
      payment: 'wave',
      promoCode: ' Tabaski10 ',
      unitPrice: 1,
      deliveryFee: 0,
      discount: 99999,
      total: 1,
    });
    const quote = await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/quote`, body);
    expect(quote.status, JSON.stringify(quote.data)).toBe(200);
    expect(quote.data.data).toMatchObject({
      subtotal: 34000,
      deliveryFee: 1000,
      discount: 3400,
      total: 31600,
      promoCodeError: null,
    });

    const placed = await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/orders`, body);
    expect(placed.status, JSON.stringify(placed.data)).toBe(201);
    const o = placed.data.data;
    expect(o).toMatchObject({
      subtotal: 34000,
      deliveryFee: 1000,
      discount: 3400,
      total: 31600,
      promoCode: 'TABASKI10',
    });
    expect(o.lines[0]).toMatchObject({ unitPrice: 17000, quantity: 2, size: 'M', color: 'Rouge' });
    expect(o.delivery).toMatchObject({ option: 'delivery', zoneName: 'Plateau', fee: 1000 });
    expect(o.payment).toMatchObject({ method: 'wave', number: '+22670554433', amount: 31600, reference: o.code });
    expect(o.payment.text).toContain(o.code);
    expect(o.whatsapp.url).toContain('wa.me/22670000000');
    expect(o.nextSteps.length).toBeGreaterThan(1);

    const row = await t.db.selectFrom('orders').selectAll().where('code', '=', o.code).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      delivery_option: 'delivery',
      delivery_zone: 'Plateau',
      delivery_fee: 1000,
      payment_method: 'wave',
      promo_code: 'TABASKI10',
      discount: 3400,
      total: 31600,
      address: 'Rue 12, porte bleue',
    });
    // The merchant's order carries all of it.
    const merchant = await requestJson(t.app, 'GET', `/api/orders/${row.id}`, undefined, s.m.token);
    expect(merchant.data.data).toMatchObject({
      deliveryFee: 1000,
      discount: 3400,
      total: 31600,
      paymentMethod: 'wave',
    });
  });

  it('delivers free above the threshold, charges nothing for pickup, and takes a fixed code only on its product', async () => {
    const s = await checkoutStore();
    const free = await fromIp(
      t,
      freshIp(),
      `/api/shop/${s.m.slug}/quote`,
      shopper(s.productId, { quantity: 4, delivery: 'delivery', zoneId: s.zone('Pikine'), payment: 'cod' }),
    );
    expect(free.data.data).toMatchObject({ subtotal: 60000, deliveryFee: 0, total: 60000 });
    expect(free.data.data.delivery.free).toBe(true);
    await promo(s.m.token, { code: 'SAC500', kind: 'fixed', value: 500, productIds: [s.otherId] });
    const pickup = await fromIp(
      t,
      freshIp(),
      `/api/shop/${s.m.slug}/quote`,
      shopper(s.otherId, { quantity: 1, delivery: 'pickup', payment: 'cod', promoCode: 'SAC500' }),
    );
    expect(pickup.data.data).toMatchObject({ subtotal: 5000, deliveryFee: 0, discount: 500, total: 4500 });
    expect(pickup.data.data.delivery.address).toBe('Marché de Rood Woko, porte 3');
    const wrong = await fromIp(
      t,
      freshIp(),
      `/api/shop/${s.m.slug}/quote`,
      shopper(s.productId, { quantity: 1, delivery: 'pickup', payment: 'cod', promoCode: 'SAC500' }),
    );
    expect(wrong.data.data).toMatchObject({ discount: 0, promoCodeError: PROMO_NOT_FOR_PRODUCT });
  });
});

describe('bad inputs: a clear French 422 on the field, nothing saved', () => {
  it('refuses unknown or closed zones, a method the store does not take, a missing choice, and every bad code', async () => {
    const s = await checkoutStore();
    const other = await checkoutStore();
    await promo(other.m.token, { code: 'AILLEURS', kind: 'percent', value: 10 });
    await promo(s.m.token, { code: 'VIEUX', kind: 'percent', value: 10, startsOn: '2020-01-01', endsOn: '2020-12-31' });
    await promo(s.m.token, { code: 'GROS', kind: 'fixed', value: 1000, minOrderAmount: 100000 });
    await promo(s.m.token, { code: 'FINI', kind: 'fixed', value: 1000, maxUses: 1 });
    const off = await promo(s.m.token, { code: 'ETEINT', kind: 'fixed', value: 1000 });
    expect((await requestJson(t.app, 'PUT', `/api/promo-codes/${off.id}`, { active: false }, s.m.token)).status).toBe(
      200,
    );
    const ok = { quantity: 1, delivery: 'pickup', payment: 'cod' };
    expect(
      (await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/orders`, shopper(s.productId, { ...ok, promoCode: 'FINI' })))
        .status,
    ).toBe(201);
    const before = await orderCount(s.m.storeId);
    const stock = async () =>
      (await t.db.selectFrom('products').select('stock').where('id', '=', s.productId).executeTakeFirstOrThrow()).stock;
    const stockBefore = await stock();

    const cases: [Record<string, unknown>, string, string][] = [
      [{ delivery: 'delivery', zoneId: 'nope' }, 'zoneId', ZONE_UNKNOWN],
      [{ delivery: 'delivery', zoneId: other.zone('Plateau') }, 'zoneId', ZONE_UNKNOWN],
      [{ delivery: 'delivery', zoneId: s.zone('Rufisque') }, 'zoneId', ZONE_CLOSED],
      [{ delivery: null }, 'delivery', DELIVERY_REQUIRED],
      [{ payment: 'mtn_momo' }, 'payment', PAYMENT_NOT_ACCEPTED],
      [{ payment: 'bitcoin' }, 'payment', PAYMENT_NOT_ACCEPTED],
      [{ promoCode: 'AILLEURS' }, 'promoCode', PROMO_UNKNOWN],
      [{ promoCode: 'INCONNU' }, 'promoCode', PROMO_UNKNOWN],
      [{ promoCode: 'VIEUX' }, 'promoCode', PROMO_EXPIRED],
      [{ promoCode: 'ETEINT' }, 'promoCode', PROMO_OFF],
      [{ promoCode: 'FINI' }, 'promoCode', PROMO_EXHAUSTED],
      [{ promoCode: 'GROS' }, 'promoCode', promoBelowMinimum(formatAmount(100000, 'XOF'))],
    ];
    for (const [extra, field, message] of cases) {
      const res = await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/orders`, shopper(s.productId, { ...ok, ...extra }));
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(res.data.errors[field], JSON.stringify(extra)).toEqual([message]);
    }
    expect(await orderCount(s.m.storeId)).toBe(before);
    expect(await stock()).toBe(stockBefore);
  });
});

describe('a form refused for its contact fields says its delivery and payment refusals too', () => {
  it('an empty name, a closed zone and a method the store does not take come back in one 422 (one page without JavaScript)', async () => {
    const s = await checkoutStore();
    const before = await orderCount(s.m.storeId);
    const res = await fromIp(
      t,
      freshIp(),
      `/api/shop/${s.m.slug}/orders`,
      shopper(s.productId, { firstname: '', delivery: 'delivery', zoneId: s.zone('Rufisque'), payment: 'mtn_momo' }),
    );
    expect(res.status).toBe(422);
    expect(res.data.errors).toEqual({
      firstname: ['Le champ est vide'],
      zoneId: [ZONE_CLOSED],
      payment: [PAYMENT_NOT_ACCEPTED],
    });
    // No choice at all, in a store that needs both: both questions asked beside the contact field's.
    const none = await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/orders`, shopper(s.productId, { phone: '' }));
    expect(none.status).toBe(422);
    expect(none.data.errors).toEqual({
      phone: ['Le champ est vide'],
      delivery: [DELIVERY_REQUIRED],
      payment: [PAYMENT_REQUIRED],
    });
    expect(await orderCount(s.m.storeId)).toBe(before);
  });
});

describe('promo uses are counted exactly', () => {
  it('two shoppers race for the last use: one order, one clear French refusal, uses = max', async () => {
    const s = await checkoutStore();
    const code = await promo(s.m.token, { code: 'DERNIER', kind: 'percent', value: 20, maxUses: 1 });
    const body = (name: string) =>
      shopper(s.productId, { firstname: name, quantity: 1, delivery: 'pickup', payment: 'cod', promoCode: 'DERNIER' });
    const [a, b] = await Promise.all([
      fromIp(t, freshIp(), `/api/shop/${s.m.slug}/orders`, body('Awa')),
      fromIp(t, freshIp(), `/api/shop/${s.m.slug}/orders`, body('Binta')),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([201, 422]);
    const loser = a.status === 422 ? a : b;
    expect(loser.data.errors.promoCode).toEqual([PROMO_EXHAUSTED]);
    const row = await t.db.selectFrom('promo_codes').select('uses').where('id', '=', code.id).executeTakeFirstOrThrow();
    expect(Number(row.uses)).toBe(1);
    const list = await requestJson(t.app, 'GET', '/api/promo-codes', undefined, s.m.token);
    expect(list.data.data[0]).toMatchObject({ code: 'DERNIER', uses: 1, state: 'exhausted' });
    const uses = await requestJson(t.app, 'GET', `/api/promo-codes/${code.id}/uses`, undefined, s.m.token);
    expect(uses.data.data).toHaveLength(1);
    expect(uses.data.data[0].discount).toBe(3000);
  });

  it('refuses a code taken twice, a bad percentage, an end before the start, another store’s product', async () => {
    const s = await checkoutStore();
    const other = await checkoutStore();
    await promo(s.m.token, { code: 'UNIQUE', kind: 'fixed', value: 100 });
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'unique', kind: 'fixed', value: 100 }, 'code'],
      [{ code: 'CENT', kind: 'percent', value: 150 }, 'value'],
      [{ code: 'DATES', kind: 'percent', value: 5, startsOn: '2030-02-01', endsOn: '2030-01-01' }, 'endsOn'],
      [{ code: 'AUTRE', kind: 'percent', value: 5, productIds: [other.productId] }, 'productIds'],
      [{ code: 'x', kind: 'percent', value: 5 }, 'code'],
    ];
    for (const [body, field] of cases) {
      const res = await requestJson(t.app, 'POST', '/api/promo-codes', body, s.m.token);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.data.errors[field], JSON.stringify(res.data)).toBeDefined();
    }
    // Another store's code is not found.
    const mine = await promo(s.m.token, { code: 'AMOI', kind: 'fixed', value: 100 });
    expect(
      (await requestJson(t.app, 'PUT', `/api/promo-codes/${mine.id}`, { active: false }, other.m.token)).status,
    ).toBe(404);
  });
});

describe('paying by mobile money', () => {
  it('the shopper declares her transaction once on the follow page; the merchant sees it and marks the order paid', async () => {
    const s = await checkoutStore();
    const placed = await fromIp(
      t,
      freshIp(),
      `/api/shop/${s.m.slug}/orders`,
      shopper(s.productId, { quantity: 1, delivery: 'pickup', payment: 'orange_money' }),
    );
    const code = placed.data.data.code as string;
    const follow = await requestJson(t.app, 'GET', `/api/shop/${s.m.slug}/orders/${code}?phone=70112233`);
    expect(follow.data.data).toMatchObject({
      canDeclareTransaction: true,
      paid: false,
      timeZone: 'Africa/Ouagadougou',
    });
    expect(follow.data.data.payment.number).toBe('+22676000000');
    const url = `/api/shop/${s.m.slug}/orders/${code}/payment`;
    const first = await fromIp(t, freshIp(), url, { phone: '70 11 22 33', transactionId: 'OM-2611-4455' });
    expect(first.status, JSON.stringify(first.data)).toBe(200);
    expect(first.data.data).toMatchObject({ transactionId: 'OM-2611-4455', canDeclareTransaction: false });
    const twice = await fromIp(t, freshIp(), url, { phone: '70 11 22 33', transactionId: 'OM-AUTRE' });
    expect(twice.status).toBe(409);
    expect(twice.data.message).toBe(TRANSACTION_ALREADY_DECLARED);
    const wrongPhone = await fromIp(t, freshIp(), url, { phone: '70 00 00 01', transactionId: 'X1' });
    expect(wrongPhone.status).toBe(404);

    const row = await t.db.selectFrom('orders').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    const seen = await requestJson(t.app, 'GET', `/api/orders/${row.id}`, undefined, s.m.token);
    expect(seen.data.data.transactionId).toBe('OM-2611-4455');
    // A status moved from the tablet keeps the fee, the method and the total (the synced record carries them).
    const version = (
      await t.db.selectFrom('orders').select('version').where('id', '=', row.id).executeTakeFirstOrThrow()
    ).version;
    const [moved] = await syncPush(t, s.m.token, [syncUpsert('orders', row.id, { status: 'confirmed' }, version)]);
    expect(moved?.status, JSON.stringify(moved)).toBe('applied');
    const after = await t.db.selectFrom('orders').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      status: 'confirmed',
      payment_method: 'orange_money',
      transaction_id: 'OM-2611-4455',
      total: 15000,
    });
    const paid = await requestJson(t.app, 'POST', `/api/orders/${row.id}/paid`, {}, s.m.token);
    expect(paid.status).toBe(200);
    expect(paid.data.data.paidAt).toBeTruthy();
    expect((await requestJson(t.app, 'POST', `/api/orders/${row.id}/paid`, {}, s.m.token)).status).toBe(409);
    expect(
      (await requestJson(t.app, 'POST', `/api/orders/${row.id}/paid`, {}, (await checkoutStore()).m.token)).status,
    ).toBe(404);
  });
});

describe('shoppers’ phones read with the store’s country', () => {
  it('a Guinean store reads « 628 12 34 56 » as +224…, its follow page shows +224 WhatsApp and Conakry times', async () => {
    const s = await checkoutStore('+224620000000');
    const placed = await fromIp(
      t,
      freshIp(),
      `/api/shop/${s.m.slug}/orders`,
      shopper(s.productId, { phone: '628 12 34 56', quantity: 1, delivery: 'pickup', payment: 'cod' }),
    );
    expect(placed.status, JSON.stringify(placed.data)).toBe(201);
    const row = await t.db
      .selectFrom('orders')
      .select('phone')
      .where('code', '=', placed.data.data.code)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe('+224628123456');
    const follow = await requestJson(
      t.app,
      'GET',
      `/api/shop/${s.m.slug}/orders/${placed.data.data.code}?phone=628123456`,
    );
    expect(follow.status).toBe(200);
    expect(follow.data.data.whatsapp.phone).toBe('+224620000000');
    expect(follow.data.data.timeZone).toBe('Africa/Conakry');
  });
});
