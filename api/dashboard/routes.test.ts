import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { signAccessToken } from '../auth/access-token';
import { newId, nowIso } from '../ids';
import type { OrderStatus } from '../db/tables-catalog';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

/** A user row (and optionally a store) written straight to the database, plus a valid access token. */
async function makeAccount(role: 'user' | 'admin', withStore: boolean) {
  const userId = newId();
  const now = nowIso();
  await ctx.db
    .insertInto('users')
    .values({
      id: userId,
      first_name: 'Awa',
      last_name: 'Ouédraogo',
      email: `${userId}@test.local`,
      phone: null,
      password_hash: 'x',
      role,
      gender: null,
      referral_code: userId.slice(-10),
      referred_by: null,
      profile_image: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  let storeId: string | null = null;
  if (withStore) {
    storeId = newId();
    await ctx.db
      .insertInto('stores')
      .values({
        id: storeId,
        user_id: userId,
        name: 'Boutique',
        slug: `b-${storeId.slice(-12)}`,
        phone: '+22670000000',
        email: 'b@test.local',
        address: null,
        brand: null,
        currency: 'XOF',
        color: null,
        logo: null,
        website: '{}',
        facebook_pixel_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  const token = await signAccessToken({ userId, role }, ctx.config.jwtSecret, 600);
  return { userId, storeId, token };
}

let version = 0;
async function addCustomer(storeId: string, deleted = false) {
  const now = nowIso();
  await ctx.db
    .insertInto('customers')
    .values({
      id: newId(),
      store_id: storeId,
      first_name: 'Client',
      last_name: 'Test',
      phone: null,
      email: null,
      city: null,
      address: null,
      gender: null,
      notes: null,
      measurements: '{}',
      version: ++version,
      created_at: now,
      updated_at: now,
      deleted_at: deleted ? now : null,
    })
    .execute();
}

async function addOrder(
  storeId: string,
  status: OrderStatus,
  total: number,
  deleted = false,
  paid: { paidAt?: string; payments?: number[] } = {},
) {
  const now = nowIso();
  await ctx.db
    .insertInto('orders')
    .values({
      id: newId(),
      store_id: storeId,
      customer_id: null,
      product_id: null,
      sub_product_id: null,
      product_name: 'Pagne',
      quantity: 1,
      unit_price: total,
      total,
      delivery_fee: 0,
      discount: 0,
      status,
      firstname: 'Ali',
      lastname: 'Traoré',
      phone: '+22670000002',
      email: 'ali@test.local',
      city: 'Ouagadougou',
      message: null,
      code: `T${String(version).padStart(5, '0')}`,
      lines: '[]',
      history: '[]',
      garments: '[]',
      payments: JSON.stringify(
        (paid.payments ?? []).map((amount, i) => ({ id: `p${i}`, at: now, amount, note: null, method: 'cash' })),
      ),
      paid_at: paid.paidAt ?? null,
      address: null,
      version: ++version,
      created_at: now,
      updated_at: now,
      deleted_at: deleted ? now : null,
    })
    .execute();
}

describe('GET /api/dashboard', () => {
  it('counts the live customers of the caller’s store only', async () => {
    const me = await makeAccount('user', true);
    const other = await makeAccount('user', true);
    await addCustomer(me.storeId!);
    await addCustomer(me.storeId!);
    await addCustomer(me.storeId!, true); // tombstoned: not counted
    await addCustomer(other.storeId!);

    const res = await requestJson(ctx.app, 'GET', '/api/dashboard', undefined, me.token);
    expect(res.status).toBe(200);
    expect(res.data.data.customers).toBe(2);

    const theirs = await requestJson(ctx.app, 'GET', '/api/dashboard', undefined, other.token);
    expect(theirs.data.data.customers).toBe(1);
  });

  it('counts the store’s orders by status; revenue is what was paid, owed what is left (decision 024)', async () => {
    const me = await makeAccount('user', true);
    const other = await makeAccount('user', true);
    const paidAt = nowIso();
    await addOrder(me.storeId!, 'pending', 1000, false, { payments: [1000] }); // counter sale paid in cash
    await addOrder(me.storeId!, 'pending', 2000, false, { payments: [500] }); // a deposit
    await addOrder(me.storeId!, 'delivered', 10.1, false, { paidAt });
    await addOrder(me.storeId!, 'delivered', 20.2); // delivered, not paid: owed, not earned
    await addOrder(me.storeId!, 'confirmed', 300, false, { paidAt }); // paid, not delivered: earned
    await addOrder(me.storeId!, 'canceled', 500, false, { payments: [500] });
    await addOrder(me.storeId!, 'confirmed', 700, true); // tombstoned: not counted
    await addOrder(other.storeId!, 'delivered', 99999, false, { paidAt });

    const res = await requestJson(ctx.app, 'GET', '/api/dashboard', undefined, me.token);
    expect(res.status).toBe(200);
    expect(res.data.data).toMatchObject({
      customers: 0,
      orders: 6,
      ordersByStatus: { pending: 2, confirmed: 1, shipped: 0, delivered: 2, canceled: 1 },
      revenue: 1810.1,
      owed: 1520.2,
      owing: 2,
    });
  });

  it('answers zeros for a new store', async () => {
    const me = await makeAccount('user', true);
    const res = await requestJson(ctx.app, 'GET', '/api/dashboard', undefined, me.token);
    expect(res.status).toBe(200);
    expect(res.data.data).toMatchObject({ customers: 0, orders: 0, revenue: 0 });
  });

  it('still answers a suspended merchant (reads stay possible, only writes are locked)', async () => {
    const me = await makeAccount('user', true);
    await addCustomer(me.storeId!);
    const plan = await ctx.db.selectFrom('plans').select('id').where('name', '=', 'free').executeTakeFirstOrThrow();
    const now = nowIso();
    await ctx.db
      .insertInto('subscriptions')
      .values({
        id: newId(),
        user_id: me.userId,
        plan_id: plan.id,
        status: 'suspended',
        start_date: now,
        end_date: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const res = await requestJson(ctx.app, 'GET', '/api/dashboard', undefined, me.token);
    expect(res.status).toBe(200);
    expect(res.data.data.customers).toBe(1);
  });

  it('refuses anonymous callers, admins, and merchants without a store', async () => {
    expect((await requestJson(ctx.app, 'GET', '/api/dashboard')).status).toBe(401);
    const admin = await makeAccount('admin', false);
    const forbidden = await requestJson(ctx.app, 'GET', '/api/dashboard', undefined, admin.token);
    expect(forbidden.status).toBe(403);
    expect(typeof forbidden.data.message).toBe('string');
    const noStore = await makeAccount('user', false);
    const missing = await requestJson(ctx.app, 'GET', '/api/dashboard', undefined, noStore.token);
    expect(missing.status).toBe(404);
    expect(missing.data.message).toMatch(/boutique/);
  });
});
