import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createAdmin, createMerchant, createProduct, type TestMerchant, type TestUser } from '../testing/factories';
import { newId } from '../ids';
import { notifyAdmins } from '../notifications/notify';
import { adminDashboard } from './dashboard-repository';
import { readSales } from '../dashboard/figures';
import type { OrderStatus } from '../db/tables-catalog';

let t: TestContext;
let admin: TestUser;
let m: TestMerchant;
beforeAll(async () => {
  t = await createTestContext();
  admin = await createAdmin(t.db, t.config);
  m = await createMerchant(t.db, t.config);
});
afterAll(async () => t.close());

const NOW = new Date('2026-11-20T12:00:00.000Z');
let n = 0;

async function addRequest(
  status: 'pending' | 'accepted' | 'refused',
  amount: number,
  createdAt: string,
  decidedAt: string | null,
) {
  const plan = await t.db.selectFrom('plans').select('id').where('name', '=', 'premium').executeTakeFirstOrThrow();
  await t.db
    .insertInto('subscription_requests')
    .values({
      id: newId(),
      user_id: m.userId,
      plan_id: plan.id,
      amount,
      fullname: 'Awa',
      phone: '+22670000001',
      transaction_id: `TX${++n}`,
      transaction_key: `TX${n}`,
      status,
      admin_message: null,
      decided_by: null,
      decided_at: decidedAt,
      subscription_id: null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
}

async function addOrder(
  createdAt: string,
  status: OrderStatus,
  lines: { productId: string | null; name: string; quantity: number; unitPrice: number }[],
) {
  const total = lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0);
  await t.db
    .insertInto('orders')
    .values({
      id: newId(),
      store_id: m.storeId,
      customer_id: null,
      product_id: lines[0]?.productId ?? null,
      sub_product_id: null,
      product_name: lines[0]?.name ?? 'x',
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
      code: `D${String(++n).padStart(5, '0')}`,
      lines: JSON.stringify(lines.map((l) => ({ ...l, subProductId: null, size: null, color: null }))),
      history: '[]',
      garments: '[]',
      payments: '[]',
      address: null,
      version: n,
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
    })
    .execute();
}

describe('admin dashboard', () => {
  it('sums the money declared and accepted this month, and charts sign-ups and orders per day', async () => {
    await addRequest('pending', 5000, '2026-11-03T08:00:00.000Z', null);
    await addRequest('accepted', 10000, '2026-11-01T00:00:00.000Z', '2026-11-02T09:00:00.000Z');
    await addRequest('refused', 7000, '2026-11-05T00:00:00.000Z', '2026-11-05T10:00:00.000Z');
    await addRequest('accepted', 3000, '2026-10-31T23:59:59.999Z', '2026-10-31T23:59:59.999Z'); // last month
    await addOrder('2026-11-19T10:00:00.000Z', 'pending', [
      { productId: null, name: 'Pagne', quantity: 1, unitPrice: 100 },
    ]);
    await addOrder('2026-11-19T11:00:00.000Z', 'pending', [
      { productId: null, name: 'Pagne', quantity: 1, unitPrice: 100 },
    ]);
    await t.db
      .updateTable('users')
      .set({ created_at: '2026-11-18T10:00:00.000Z' })
      .where('id', '=', m.userId)
      .execute();
    await notifyAdmins(t.db, 'stores', m.storeId, 'Nouvelle boutique');

    const d = await adminDashboard(t.db, admin.userId, NOW);
    expect(d.money).toEqual({ month: '2026-11', declared: 22000, declaredCount: 3, accepted: 10000, acceptedCount: 1 });
    expect(d.pendingRequests).toBe(1);
    expect(d.orders).toHaveLength(30);
    expect(d.orders.at(-1)).toEqual({ day: '2026-11-20', value: 0 });
    expect(d.orders.find((p) => p.day === '2026-11-19')!.value).toBe(2);
    expect(d.signups.find((p) => p.day === '2026-11-18')!.value).toBe(1);
    expect(d.signups[0]!.day).toBe('2026-10-22');
    expect(d.latestNotifications.map((x) => [x.type, x.related_id])).toEqual([['stores', m.storeId]]);
  });

  it('answers admins only', async () => {
    expect((await requestJson(t.app, 'GET', '/api/admin/dashboard', undefined, m.token)).status).toBe(403);
    const res = await requestJson(t.app, 'GET', '/api/admin/dashboard', undefined, admin.token);
    expect(res.status).toBe(200);
    expect(res.data.data.signups).toHaveLength(30);
  });
});

describe('merchant dashboard: sales over time and best sellers', () => {
  it('charts orders per day without canceled ones and ranks products by quantity', async () => {
    const { productId } = await createProduct(t.db, m.storeId, { name: 'Boubou' });
    await addOrder('2026-11-20T09:00:00.000Z', 'delivered', [
      { productId, name: 'Boubou', quantity: 3, unitPrice: 1000 },
      { productId: null, name: 'Pagne', quantity: 1, unitPrice: 100 },
    ]);
    await addOrder('2026-11-20T10:00:00.000Z', 'canceled', [
      { productId: null, name: 'Pagne', quantity: 9, unitPrice: 100 },
    ]);
    const { sales, topProducts } = await readSales(t.db, m.storeId, NOW);
    expect(sales).toHaveLength(30);
    expect(sales.at(-1)).toEqual({ day: '2026-11-20', orders: 1, revenue: 3100 });
    expect(sales.find((s) => s.day === '2026-11-19')).toEqual({ day: '2026-11-19', orders: 2, revenue: 200 });
    expect(topProducts).toEqual([
      { productId, name: 'Boubou', quantity: 3, revenue: 3000 },
      { productId: null, name: 'Pagne', quantity: 3, revenue: 300 },
    ]);
    const res = await requestJson(t.app, 'GET', '/api/dashboard', undefined, m.token);
    expect(res.status).toBe(200);
    expect(res.data.data.sales).toHaveLength(30);
    expect(Array.isArray(res.data.data.topProducts)).toBe(true);
  });
});
