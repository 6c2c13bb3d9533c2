import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant, createProduct } from '../testing/factories';
import { fromIp, shopper } from '../testing/requests';
import { TRANSACTION_DECLARED } from '#shared/schemas/checkout';
import type { PullResponse } from '#shared/sync';

// A mobile money reference declared on two orders of one store is kept and flagged (decision 025): the second order
// and the merchant's notification say which order holds it already; compared as the subscription requests compare
// them (shared/transaction-id.ts); another store's orders never count. Runs on SQLite and PostgreSQL.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

let ip = 0;
const freshIp = () => `10.33.0.${++ip}`;

async function waveStore() {
  const m = await createMerchant(t.db, t.config);
  const { productId } = await createProduct(t.db, m.storeId, { name: 'Pagne', price: 8000, stock: 50 });
  const saved = await requestJson(
    t.app,
    'PUT',
    '/api/checkout-settings',
    {
      delivery: { pickup: { enabled: true, address: 'Marché central' }, delivery: { enabled: false, zones: [] } },
      payment: { cashOnDelivery: false, mobileMoney: [{ method: 'wave', number: '70 55 44 33', instruction: null }] },
    },
    m.token,
  );
  expect(saved.status, JSON.stringify(saved.data)).toBe(200);
  return { m, productId };
}

async function placeAndDeclare(s: Awaited<ReturnType<typeof waveStore>>, transactionId: string) {
  const placed = await fromIp(
    t,
    freshIp(),
    `/api/shop/${s.m.slug}/orders`,
    shopper(s.productId, { quantity: 1, delivery: 'pickup', payment: 'wave' }),
  );
  expect(placed.status, JSON.stringify(placed.data)).toBe(201);
  const code = placed.data.data.code as string;
  const declared = await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/orders/${code}/payment`, {
    phone: '70 11 22 33',
    transactionId,
  });
  expect(declared.status, JSON.stringify(declared.data)).toBe(200);
  expect(declared.data.message).toBe(TRANSACTION_DECLARED);
  // The shopper is not told: the flag is for the merchant, who checks her mobile money history.
  expect(JSON.stringify(declared.data)).not.toContain('déjà déclarée');
  const row = await t.db
    .selectFrom('orders')
    .select('id')
    .where('store_id', '=', s.m.storeId)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return { code, id: row.id };
}

async function merchantOrder(token: string, id: string) {
  const res = await requestJson(t.app, 'GET', `/api/orders/${id}`, undefined, token);
  expect(res.status).toBe(200);
  return res.data.data as { transactionId: string | null; transactionReusedFor: string | null };
}

const notices = async (userId: string) =>
  (
    await t.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute()
  ).map((n) => String(n.message));

describe('a payment reference declared on two orders of one store', () => {
  it('keeps the second declaration and flags it on the order, on the tablet and in her notification', async () => {
    const s = await waveStore();
    const first = await placeAndDeclare(s, 'WAVE-884120');
    const second = await placeAndDeclare(s, 'WAVE-884120');

    expect(await merchantOrder(s.m.token, first.id)).toMatchObject({ transactionReusedFor: null });
    expect(await merchantOrder(s.m.token, second.id)).toMatchObject({
      transactionId: 'WAVE-884120',
      transactionReusedFor: first.code,
    });
    const pull = (await requestJson(t.app, 'GET', '/api/sync/pull?since=0', undefined, s.m.token)).data as PullResponse;
    const onTablet = pull.changes.find((c) => c.id === second.id);
    expect(onTablet?.data).toMatchObject({ transactionReusedFor: first.code });

    const said = await notices(s.m.userId);
    expect(said.some((n) => n.includes(`Référence déjà déclarée pour la commande ${first.code}`))).toBe(true);
    expect(said.filter((n) => n.includes('déjà déclarée'))).toHaveLength(1);
  });

  it('knows the same reference written with other case, spaces and separators', async () => {
    const s = await waveStore();
    const first = await placeAndDeclare(s, 'wave 8841-20.a');
    const second = await placeAndDeclare(s, 'WAVE_884120A');
    const third = await placeAndDeclare(s, 'WAVE884120B');
    expect((await merchantOrder(s.m.token, second.id)).transactionReusedFor).toBe(first.code);
    expect((await merchantOrder(s.m.token, third.id)).transactionReusedFor).toBeNull();
  });

  it('does not flag a reference another store holds', async () => {
    const other = await waveStore();
    await placeAndDeclare(other, 'OM-55443322');
    const s = await waveStore();
    const mine = await placeAndDeclare(s, 'OM-55443322');
    expect((await merchantOrder(s.m.token, mine.id)).transactionReusedFor).toBeNull();
    expect((await notices(s.m.userId)).some((n) => n.includes('déjà déclarée'))).toBe(false);
  });
});
