import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createUser } from '../testing/factories';
import { storeForm } from '../testing/requests';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

async function merchantWithStore(name: string, subscription: 'active' | 'expired' | 'suspended' = 'active') {
  const m = await createUser(t.db, t.config, { subscription: 'active' });
  const res = await t.app.request('/api/stores', {
    method: 'POST',
    body: storeForm({ name, phone: '70123456', email: 'shop@awa.bf' }),
    headers: { authorization: `Bearer ${m.token}` },
  });
  expect(res.status).toBe(201);
  await t.db.updateTable('subscriptions').set({ status: subscription }).where('user_id', '=', m.userId).execute();
  return { ...m, store: ((await res.json()) as any).data };
}

describe('admin routes', () => {
  it('refuse a merchant (403) and an anonymous caller (401)', async () => {
    const merchant = await createUser(t.db, t.config);
    for (const path of ['/api/admin/stats', '/api/admin/shops', '/api/admin/users', '/api/admin/contact-messages']) {
      expect((await requestJson(t.app, 'GET', path, undefined, merchant.token)).status).toBe(403);
      expect((await requestJson(t.app, 'GET', path)).status).toBe(401);
    }
  });

  it('count shops, merchants and merchants by current subscription status', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    await merchantWithStore('Un');
    await merchantWithStore('Deux', 'suspended');
    await merchantWithStore('Trois', 'expired');
    await createUser(t.db, t.config); // a merchant without a store
    const res = await requestJson(t.app, 'GET', '/api/admin/stats', undefined, admin.token);
    expect(res).toMatchObject({
      status: 200,
      data: { data: { shops: 3, users: 4, subscriptions: { active: 2, expired: 1, suspended: 1 } } },
    });
  });

  it('list shops with owner and subscription, search and paging', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    const one = await merchantWithStore('Atelier Awa');
    await merchantWithStore('Zara Pagne', 'suspended');
    const all = await requestJson(t.app, 'GET', '/api/admin/shops', undefined, admin.token);
    expect(all.data.meta).toEqual({ page: 1, perPage: 20, total: 2 });
    expect(all.data.data.map((s: any) => [s.name, s.subscription.status, s.subscription.plan])).toEqual([
      ['Zara Pagne', 'suspended', 'free'],
      ['Atelier Awa', 'active', 'free'],
    ]);
    expect(all.data.data[1].owner).toMatchObject({ id: one.userId, firstName: 'Awa' });
    expect(JSON.stringify(all.data)).not.toContain('password');

    const found = await requestJson(t.app, 'GET', '/api/admin/shops?q=ATELIER', undefined, admin.token);
    expect(found.data.data.map((s: any) => s.name)).toEqual(['Atelier Awa']);
    const page2 = await requestJson(t.app, 'GET', '/api/admin/shops?perPage=1&page=2', undefined, admin.token);
    expect(page2.data.data.map((s: any) => s.name)).toEqual(['Atelier Awa']);

    const detail = await requestJson(t.app, 'GET', `/api/admin/shops/${one.store.id}`, undefined, admin.token);
    expect(detail.data.data).toMatchObject({ name: 'Atelier Awa', slug: 'atelier-awa', owner: { id: one.userId } });
    expect((await requestJson(t.app, 'GET', '/api/admin/shops/inconnue', undefined, admin.token)).status).toBe(404);
  });

  it('list users with their store and subscription, filter by role, never the password hash', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    const m = await merchantWithStore('Atelier Awa');
    const res = await requestJson(t.app, 'GET', '/api/admin/users?role=user', undefined, admin.token);
    expect(res.data.data).toHaveLength(1);
    expect(res.data.data[0]).toMatchObject({
      id: m.userId,
      role: 'user',
      store: { name: 'Atelier Awa', slug: 'atelier-awa' },
      subscription: { status: 'active', plan: 'free' },
    });
    const everyone = await requestJson(t.app, 'GET', '/api/admin/users', undefined, admin.token);
    expect(everyone.data.meta.total).toBe(2);
    const one = await requestJson(t.app, 'GET', `/api/admin/users/${m.userId}`, undefined, admin.token);
    expect(one.data.data).toMatchObject({ id: m.userId, store: { name: 'Atelier Awa' } });
    expect(JSON.stringify([everyone.data, one.data])).not.toMatch(/password|not-a-real-hash/);
    expect((await requestJson(t.app, 'GET', '/api/admin/users/inconnu', undefined, admin.token)).status).toBe(404);
  });
});
