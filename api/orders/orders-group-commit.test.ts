import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse } from '#shared/sync';
import { STOCK_SHORT } from '#shared/schemas/order';
import { PRODUCT_NOT_FOUND } from '#shared/schemas/catalog';
import { PROMO_EXHAUSTED } from '#shared/schemas/checkout';
import { TOO_MANY_ORDERS } from '#shared/messages';
import { createTestContext, requestJson, testDialect, type TestContext } from '../testing/harness';
import { createMerchant, createProduct, type TestMerchant } from '../testing/factories';
import { fromIp, shopper } from '../testing/requests';
import { groupCommitCounts } from '../db/group-commit';
import { committedVersion } from '../db/sync-version';
import { newId } from '../ids';
import { ORDER_RATE, orderRateKeys } from './rate-limit';

// Item 6: shopper orders placed at the same moment share one commit on SQLite (api/db/group-commit.ts),
// each in its own savepoint. Each shopper gets her own exact answer, a refused order (stock, promo-code uses, rate
// limit, unknown product, invalid form) undoes only itself, and devices pulling see every order's version exactly
// once. On PostgreSQL each order keeps its own transaction: the same answers must come out. Runs on both databases.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

let ip = 0;
const freshIp = () => `10.20.6.${++ip}`;

async function shop() {
  const m = await createMerchant(t.db, t.config);
  const saved = await requestJson(
    t.app,
    'PUT',
    '/api/checkout-settings',
    {
      delivery: { pickup: { enabled: true, address: 'Marché de Rood Woko, porte 3' }, delivery: { enabled: false } },
      payment: { cashOnDelivery: true, mobileMoney: [] },
    },
    m.token,
  );
  expect(saved.status, JSON.stringify(saved.data)).toBe(200);
  const lastTwo = await createProduct(t.db, m.storeId, { name: 'Robe wax', price: 15000, stock: 2 });
  const plenty = await createProduct(t.db, m.storeId, { name: 'Sac', price: 5000, stock: 50 });
  const promo = await requestJson(
    t.app,
    'POST',
    '/api/promo-codes',
    { code: 'DERNIER', kind: 'fixed', value: 1000, maxUses: 1 },
    m.token,
  );
  expect(promo.status, JSON.stringify(promo.data)).toBe(201);
  return { m, lastTwo: lastTwo.productId, plenty: plenty.productId, promoId: promo.data.data.id as string };
}

let phones = 0;
/** An order of one item by a shopper of her own (own phone and e-mail: a customer of her own). */
const form = (productId: string, firstname: string, extra: Record<string, unknown> = {}) =>
  shopper(productId, {
    firstname,
    phone: `7${String(1_000_000 + ++phones).slice(-7)}`,
    email: `${firstname.toLowerCase()}@example.com`,
    quantity: 1,
    delivery: 'pickup',
    payment: 'cod',
    ...extra,
  });

/** Puts `ip` at its per-store order limit for this store (the next order from it is a 429). */
async function atLimit(m: TestMerchant, address: string) {
  const key = orderRateKeys(m.slug, address).perStore;
  const now = new Date().toISOString();
  await t.db
    .insertInto('shopper_rate_hits')
    .values(Array.from({ length: ORDER_RATE.max }, () => ({ id: newId(), key, created_at: now })))
    .execute();
}

const hitsOf = async (key: string) =>
  Number(
    (
      await t.db
        .selectFrom('shopper_rate_hits')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('key', '=', key)
        .executeTakeFirstOrThrow()
    ).n,
  );

async function pullAll(token: string, since: number) {
  const changes: PullResponse['changes'] = [];
  let cursor = since;
  for (;;) {
    const res = await requestJson(t.app, 'GET', `/api/sync/pull?since=${cursor}&limit=500`, undefined, token);
    expect(res.status).toBe(200);
    const page = res.data as PullResponse;
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return { changes, cursor };
  }
}

describe('shopper orders placed at the same moment (group commit)', () => {
  it('each shopper gets her own answer, and a refused order undoes only itself', async () => {
    const s = await shop();
    const limited = freshIp();
    await atLimit(s.m, limited);
    const url = `/api/shop/${s.m.slug}/orders`;
    const sent = [
      { who: 'Awa', ip: freshIp(), body: form(s.lastTwo, 'Awa') },
      { who: 'Binta', ip: freshIp(), body: form(s.lastTwo, 'Binta') },
      { who: 'Coumba', ip: freshIp(), body: form(s.lastTwo, 'Coumba') },
      { who: 'Djeneba', ip: freshIp(), body: form(s.plenty, 'Djeneba', { promoCode: 'DERNIER' }) },
      { who: 'Fanta', ip: freshIp(), body: form(s.plenty, 'Fanta', { promoCode: 'DERNIER' }) },
      { who: 'Gnima', ip: limited, body: form(s.plenty, 'Gnima') },
      { who: 'Hawa', ip: freshIp(), body: form('produit-inconnu', 'Hawa') },
      { who: 'Ines', ip: freshIp(), body: form(s.plenty, 'Ines', { quantity: 0 }) },
      { who: 'Kadi', ip: freshIp(), body: form(s.plenty, 'Kadi', { quantity: 3 }) },
    ];
    const before = groupCommitCounts(t.db);
    const answers = await Promise.all(sent.map((o) => fromIp(t, o.ip, url, o.body)));
    const after = groupCommitCounts(t.db);
    const by = (who: string) => answers[sent.findIndex((o) => o.who === who)]!;

    // The last two dresses: two of three shoppers get one, the third a clear refusal on her quantity.
    const dress = ['Awa', 'Binta', 'Coumba'].map(by);
    expect(dress.map((a) => a.status).sort()).toEqual([201, 201, 422]);
    expect(dress.find((a) => a.status === 422)!.data.errors.quantity).toEqual([STOCK_SHORT]);
    // The last use of the promo code: one gets it, the other is refused on the code.
    const promo = ['Djeneba', 'Fanta'].map(by);
    expect(promo.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(promo.find((a) => a.status === 422)!.data.errors.promoCode).toEqual([PROMO_EXHAUSTED]);
    expect(by('Gnima')).toMatchObject({ status: 429, data: { message: TOO_MANY_ORDERS } });
    expect(by('Hawa')).toMatchObject({ status: 404, data: { message: PRODUCT_NOT_FOUND } });
    expect(by('Ines').status).toBe(422);
    expect(by('Ines').data.errors.quantity).toHaveLength(1);
    expect(by('Kadi').status).toBe(201);

    // Every « ok » answer is its own shopper's order, written whole; nothing else was written.
    const placed = sent.map((o, i) => ({ ...o, answer: answers[i]! })).filter((o) => o.answer.status === 201);
    expect(placed).toHaveLength(4);
    const rows = await t.db
      .selectFrom('orders')
      .select(['id', 'code', 'firstname', 'email', 'quantity', 'product_id', 'customer_id', 'promo_code'])
      .where('store_id', '=', s.m.storeId)
      .execute();
    expect(rows).toHaveLength(4);
    for (const o of placed) {
      const row = rows.find((r) => r.id === o.answer.data.data.id);
      expect(row, o.who).toMatchObject({
        code: o.answer.data.data.code,
        firstname: o.who,
        email: `${o.who.toLowerCase()}@example.com`,
        product_id: o.body.productId,
        quantity: o.body.quantity,
      });
      const customer = await t.db
        .selectFrom('customers')
        .select('first_name')
        .where('id', '=', row!.customer_id!)
        .executeTakeFirstOrThrow();
      expect(customer.first_name).toBe(o.who);
    }
    expect(new Set(rows.map((r) => r.code)).size).toBe(4);
    // Refused orders left no customer behind.
    const customers = await t.db
      .selectFrom('customers')
      .select('first_name')
      .where('store_id', '=', s.m.storeId)
      .execute();
    expect(customers.map((c) => c.first_name).sort()).toEqual(placed.map((o) => o.who).sort());

    const stock = async (id: string) =>
      Number((await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock);
    expect(await stock(s.lastTwo)).toBe(0);
    expect(await stock(s.plenty)).toBe(50 - 1 - 3);
    const uses = await t.db
      .selectFrom('promo_codes')
      .select('uses')
      .where('id', '=', s.promoId)
      .executeTakeFirstOrThrow();
    expect(Number(uses.uses)).toBe(1);
    expect(rows.filter((r) => r.promo_code === 'DERNIER')).toHaveLength(1);

    // The merchant's notifications (written once for the group, before its commit): one per placed order, none for
    // a refused one; one republish queued for the store.
    const notes = await t.db
      .selectFrom('notifications')
      .select(['related_id', 'type'])
      .where('user_id', '=', s.m.userId)
      .where('type', '=', 'orders')
      .execute();
    expect(notes.map((n) => n.related_id).sort()).toEqual(placed.map((o) => o.answer.data.data.id as string).sort());
    const jobs = await t.db.selectFrom('publish_jobs').select('status').where('store_id', '=', s.m.storeId).execute();
    expect(jobs).toHaveLength(1);

    // Rate limit: the 429 counted nothing; every other attempt, refused or not, counted once.
    expect(await hitsOf(orderRateKeys(s.m.slug, limited).perStore)).toBe(ORDER_RATE.max);
    for (const o of sent.filter((x) => x.ip !== limited)) {
      expect(await hitsOf(orderRateKeys(s.m.slug, o.ip).perStore), o.who).toBe(1);
    }

    if (testDialect === 'sqlite') {
      // They shared commits: far fewer disk flushes than writes (each order, and each refused attempt's count).
      const writes = after.writes - before.writes;
      const commits = after.commits - before.commits;
      expect(writes).toBeGreaterThanOrEqual(sent.length - 1);
      expect(commits).toBeLessThan(writes / 2);
    }
  });

  it('devices pulling see every order placed at the same moment, each version exactly once', async () => {
    const s = await shop();
    const first = await pullAll(s.m.token, 0);
    const wave = async (names: string[]) =>
      Promise.all(
        names.map((who, i) =>
          fromIp(
            t,
            freshIp(),
            `/api/shop/${s.m.slug}/orders`,
            // Every fourth shopper asks for too many: refused inside the group, its version given back.
            form(s.plenty, who, { quantity: i % 4 === 3 ? 999 : 1 }),
          ),
        ),
      );
    const one = await wave(['Aicha', 'Bintou', 'Chata', 'Dado', 'Edith', 'Fati']);
    const mid = await pullAll(s.m.token, first.cursor);
    const two = await wave(['Gaelle', 'Habi', 'Isata', 'Jeanne', 'Kani', 'Lala']);
    const last = await pullAll(s.m.token, mid.cursor);

    const placedIds = (answers: Awaited<ReturnType<typeof wave>>) =>
      answers.filter((a) => a.status === 201).map((a) => a.data.data.id as string);
    expect([...one, ...two].map((a) => a.status)).toEqual([201, 201, 201, 422, 201, 201, 201, 201, 201, 422, 201, 201]);
    const ordersIn = (changes: PullResponse['changes']) => changes.filter((c) => c.table === 'orders').map((c) => c.id);
    // The pull between the waves has the first wave whole and nothing of the second; the next one the rest.
    expect(ordersIn(mid.changes).sort()).toEqual(placedIds(one).sort());
    expect(ordersIn(last.changes).sort()).toEqual(placedIds(two).sort());

    // Every synced row the orders wrote (orders, customers), each once, each at its own version, none skipped.
    const all = [...mid.changes, ...last.changes];
    const keys = all.map((c) => `${c.table}:${c.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(all.filter((c) => c.table === 'customers')).toHaveLength(10);
    const versions = all.map((c) => c.version).sort((a, b) => a - b);
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions[0]).toBeGreaterThan(first.cursor);
    expect(versions.at(-1)).toBe(await committedVersion(t.db, s.m.storeId));
    expect(last.cursor).toBe(versions.at(-1));
    const again = await pullAll(s.m.token, last.cursor);
    expect(again.changes).toEqual([]);
  });
});
