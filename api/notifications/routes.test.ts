import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { notifyAdmins, notifyUser } from './notify';
import { createMerchant, createProduct, createUser } from '../testing/factories';
import { fromIp, shopper } from '../testing/requests';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

describe('merchant notifications', () => {
  it('lists only the caller’s own, newest first, and marks one read', async () => {
    const a = await createUser(t.db, t.config);
    const b = await createUser(t.db, t.config);
    await notifyUser(t.db, a.userId, 'orders', 'order-1', 'Nouvelle commande');
    await new Promise((r) => setTimeout(r, 5));
    await notifyUser(t.db, a.userId, 'subscription', null);
    await notifyUser(t.db, b.userId, 'orders', 'order-b');

    const list = await requestJson(t.app, 'GET', '/api/notifications', undefined, a.token);
    expect(list.status).toBe(200);
    expect(list.data.data.map((n: any) => [n.type, n.related_id, n.read])).toEqual([
      ['subscription', null, false],
      ['orders', 'order-1', false],
    ]);
    expect(Object.keys(list.data.data[0]).sort()).toEqual([
      'created_at',
      'id',
      'message',
      'read',
      'related_id',
      'type',
    ]);

    const orderNote = list.data.data[1];
    const marked = await requestJson(t.app, 'PUT', `/api/notifications/${orderNote.id}`, undefined, a.token);
    expect(marked).toMatchObject({ status: 200, data: { data: { type: 'orders', related_id: 'order-1' } } });
    const after = await requestJson(t.app, 'GET', '/api/notifications', undefined, a.token);
    expect(after.data.data.find((n: any) => n.id === orderNote.id).read).toBe(true);
  });

  it('answers 404 when marking someone else’s notification, and leaves it unread', async () => {
    const a = await createUser(t.db, t.config);
    const b = await createUser(t.db, t.config);
    await notifyUser(t.db, b.userId, 'orders', 'order-b');
    const theirs = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', b.userId)
      .executeTakeFirstOrThrow();
    const res = await requestJson(t.app, 'PUT', `/api/notifications/${theirs.id}`, undefined, a.token);
    expect(res).toMatchObject({ status: 404, data: { message: 'Notification introuvable.' } });
    const row = await t.db
      .selectFrom('notifications')
      .select('read')
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(row.read).toBe(0);
  });

  it('refuses an admin on the merchant pair and anyone without a token', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    expect((await requestJson(t.app, 'GET', '/api/notifications', undefined, admin.token)).status).toBe(403);
    expect((await requestJson(t.app, 'GET', '/api/notifications')).status).toBe(401);
  });
});

describe('the open app hears a new order', () => {
  it('answers the unread count and the new order with its code, shopper and total, only hers', async () => {
    const m = await createMerchant(t.db, t.config, { slug: 'chez-awa' });
    const other = await createMerchant(t.db, t.config, { slug: 'chez-binta' });
    const product = await createProduct(t.db, m.storeId, { price: 7500, stock: 10 });
    const otherProduct = await createProduct(t.db, other.storeId, { price: 100, stock: 10 });
    const before = await requestJson(
      t.app,
      'GET',
      '/api/notifications/new?since=2000-01-01T00:00:00Z',
      undefined,
      m.token,
    );
    expect(before).toMatchObject({ status: 200, data: { unread: 0, data: [] } });
    const since = before.data.now;

    const placed = await fromIp(
      t,
      '10.0.0.1',
      '/api/shop/chez-awa/orders',
      shopper(product.productId, { quantity: '2' }),
    );
    expect(placed.status).toBe(201);
    await fromIp(t, '10.0.0.2', '/api/shop/chez-binta/orders', shopper(otherProduct.productId, { quantity: '1' }));

    const after = await requestJson(t.app, 'GET', `/api/notifications/new?since=${since}`, undefined, m.token);
    expect(after.status).toBe(200);
    expect(after.data.unread).toBe(1);
    expect(after.data.data).toMatchObject([
      {
        type: 'orders',
        related_id: placed.data.data.id,
        read: false,
        order: { code: placed.data.data.code, name: 'Fatou Ouédraogo', total: 15000, currency: 'XOF' },
      },
    ]);
    // Asked again from later on: nothing new, still one unread.
    const later = await requestJson(t.app, 'GET', `/api/notifications/new?since=${after.data.now}`, undefined, m.token);
    expect(later.data).toMatchObject({ unread: 1, data: [] });
  });

  it('refuses a missing or malformed `since` with a French message (422)', async () => {
    const a = await createUser(t.db, t.config);
    for (const q of ['', '?since=hier', '?since=2026-13-45T00:00:00Z', '?since=2026-12-05'])
      expect(await requestJson(t.app, 'GET', `/api/notifications/new${q}`, undefined, a.token)).toMatchObject({
        status: 422,
        data: { message: 'Le paramètre « since » doit être une date et une heure (ISO 8601).' },
      });
    expect((await requestJson(t.app, 'GET', '/api/notifications/new?since=2026-01-01T00:00:00Z')).status).toBe(401);
  });
});

describe('« Tout marquer comme lu »', () => {
  it('marks every one of hers read, and no one else’s', async () => {
    const a = await createUser(t.db, t.config);
    const b = await createUser(t.db, t.config);
    for (let i = 0; i < 3; i++) await notifyUser(t.db, a.userId, 'orders', `order-${i}`, 'Nouvelle commande');
    await notifyUser(t.db, b.userId, 'orders', 'order-b', 'Nouvelle commande');

    const res = await requestJson(t.app, 'PUT', '/api/notifications/read-all', undefined, a.token);
    expect(res).toMatchObject({ status: 200, data: { data: { updated: 3 } } });
    const mine = await requestJson(t.app, 'GET', '/api/notifications', undefined, a.token);
    expect(mine.data.data.map((n: any) => n.read)).toEqual([true, true, true]);
    const theirs = await requestJson(t.app, 'GET', '/api/notifications', undefined, b.token);
    expect(theirs.data.data.map((n: any) => n.read)).toEqual([false]);
    // Again: nothing left to mark.
    expect((await requestJson(t.app, 'PUT', '/api/notifications/read-all', undefined, a.token)).data).toEqual({
      data: { updated: 0 },
    });
  });

  it('works for an admin on her own list', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    await notifyAdmins(t.db, 'register', 'u1', 'Nouvelle inscription');
    const res = await requestJson(t.app, 'PUT', '/api/admin-notifications/read-all', undefined, admin.token);
    expect(res.data).toEqual({ data: { updated: 1 } });
  });
});

describe('admin notifications', () => {
  it('gives each admin their own list and read state', async () => {
    const admin1 = await createUser(t.db, t.config, { role: 'admin' });
    const admin2 = await createUser(t.db, t.config, { role: 'admin' });
    const merchant = await createUser(t.db, t.config);
    await notifyAdmins(t.db, 'register', merchant.userId, 'Nouvelle inscription');

    const list1 = await requestJson(t.app, 'GET', '/api/admin-notifications', undefined, admin1.token);
    expect(list1.data.data).toMatchObject([{ type: 'register', related_id: merchant.userId, read: false }]);
    const marked = await requestJson(
      t.app,
      'PUT',
      `/api/admin-notifications/${list1.data.data[0].id}`,
      undefined,
      admin1.token,
    );
    expect(marked.data).toEqual({ data: { type: 'register', related_id: merchant.userId } });

    const list2 = await requestJson(t.app, 'GET', '/api/admin-notifications', undefined, admin2.token);
    expect(list2.data.data).toMatchObject([{ read: false }]);
    // admin2 cannot mark admin1's row through its id.
    expect(
      (await requestJson(t.app, 'PUT', `/api/admin-notifications/${list1.data.data[0].id}`, undefined, admin2.token))
        .status,
    ).toBe(404);
  });

  it('refuses a merchant (403)', async () => {
    const merchant = await createUser(t.db, t.config);
    expect((await requestJson(t.app, 'GET', '/api/admin-notifications', undefined, merchant.token)).status).toBe(403);
    expect((await requestJson(t.app, 'PUT', '/api/admin-notifications/x', undefined, merchant.token)).status).toBe(403);
  });
});
