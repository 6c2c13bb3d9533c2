import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { notifyAdmins, notifyUser } from './notify';
import { createUser } from '../testing/factories';

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
