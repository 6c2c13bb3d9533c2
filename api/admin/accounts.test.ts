import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { signAccessToken } from '../auth/access-token';
import { createMerchant, createUser } from '../testing/factories';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

describe('admin account actions', () => {
  it('a merchant gets 403 on the account actions and the shop/user pages', async () => {
    const m = await createUser(t.db, t.config);
    for (const [method, path] of [
      ['PUT', `/api/admin/users/${m.userId}/disabled`],
      ['POST', `/api/admin/users/${m.userId}/revoke-sessions`],
      ['GET', `/api/admin/users/${m.userId}`],
      ['GET', '/api/admin/shops/x'],
    ] as const) {
      expect(
        (await requestJson(t.app, method, path, method === 'GET' ? undefined : { disabled: true }, m.token)).status,
      ).toBe(403);
    }
  });

  it('disabling refuses the token at once and the sign-in; enabling restores; both audited on the user page', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    const { userId: id } = await createUser(t.db, t.config, {
      role: 'user',
      email: 'awa@test.bf',
      password: 'Secret1234',
    });
    const login = await requestJson(t.app, 'POST', '/api/login', {
      emailOrPhone: 'awa@test.bf',
      password: 'Secret1234',
    });
    expect(login.status).toBe(200);
    const token = login.data.token as string;
    const detail0 = await requestJson(t.app, 'GET', `/api/admin/users/${id}`, undefined, admin.token);
    expect(detail0.data.data.lastLoginAt).toEqual(expect.any(String));

    const bad = await requestJson(t.app, 'PUT', `/api/admin/users/${id}/disabled`, { disabled: 'oui' }, admin.token);
    expect(bad.data.errors).toEqual({ disabled: ['Valeur invalide'] });
    const off = await requestJson(
      t.app,
      'PUT',
      `/api/admin/users/${id}/disabled`,
      { disabled: true, message: 'Fraude' },
      admin.token,
    );
    expect(off.data.message).toBe('Compte désactivé.');
    expect((await requestJson(t.app, 'GET', '/api/verifyToken', undefined, token)).status).toBe(401);
    const relog = await requestJson(t.app, 'POST', '/api/login', {
      emailOrPhone: 'awa@test.bf',
      password: 'Secret1234',
    });
    expect(relog).toMatchObject({ status: 403, data: { message: 'Ce compte a été désactivé. Contactez le support.' } });
    const refresh = await requestJson(t.app, 'POST', '/api/refresh', { refresh_token: login.data.refresh_token });
    expect(refresh.status).toBe(401);

    await requestJson(t.app, 'PUT', `/api/admin/users/${id}/disabled`, { disabled: false }, admin.token);
    const again = await requestJson(t.app, 'POST', '/api/login', {
      emailOrPhone: 'awa@test.bf',
      password: 'Secret1234',
    });
    expect(again.status).toBe(200);
    const detail = await requestJson(t.app, 'GET', `/api/admin/users/${id}`, undefined, admin.token);
    expect(detail.data.data.audit.map((a: any) => [a.action, a.actor.id, a.before, a.after, a.message])).toEqual([
      ['user.enable', admin.userId, { disabled: true }, { disabled: false }, null],
      ['user.disable', admin.userId, { disabled: false }, { disabled: true }, 'Fraude'],
    ]);
    const self = await requestJson(
      t.app,
      'PUT',
      `/api/admin/users/${admin.userId}/disabled`,
      { disabled: true },
      admin.token,
    );
    expect(self.status).toBe(409);
  });

  it('forcing sessions out refuses tokens issued before, not after', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    const m = await createMerchant(t.db, t.config, { subscription: 'active' });
    const old = await signAccessToken({ userId: m.userId, role: 'user' }, t.config.jwtSecret, 600);
    await new Promise((r) => setTimeout(r, 5));
    const res = await requestJson(t.app, 'POST', `/api/admin/users/${m.userId}/revoke-sessions`, {}, admin.token);
    expect(res.status).toBe(200);
    expect((await requestJson(t.app, 'GET', '/api/verifyToken', undefined, old)).status).toBe(401);
    await new Promise((r) => setTimeout(r, 1100));
    const fresh = await signAccessToken({ userId: m.userId, role: 'user' }, t.config.jwtSecret, 600);
    expect((await requestJson(t.app, 'GET', '/api/verifyToken', undefined, fresh)).status).toBe(200);
    const shop = await requestJson(t.app, 'GET', `/api/admin/shops/${m.storeId}`, undefined, admin.token);
    expect(shop.data.data.audit.map((a: any) => a.action)).toEqual(['user.sessions_revoked']);
    expect(shop.data.data.figures).toEqual({
      products: 0,
      categories: 0,
      customers: 0,
      orders: 0,
      deliveredRevenue: 0,
      lastOrderAt: null,
    });
    expect(shop.data.data.subscriptions).toHaveLength(1);
  });
});

describe("the audit log on the shop's and the user's page", () => {
  it('shows every admin action on one merchant (refuse, accept, suspend, reactivate, disable, enable) with before and after', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    const m = await createMerchant(t.db, t.config, { subscription: 'active' });
    const premium = (
      await t.db.selectFrom('plans').select('id').where('code', '=', 'premium-month').executeTakeFirstOrThrow()
    ).id;
    const declare = async (transactionId: string) => {
      const res = await requestJson(
        t.app,
        'POST',
        '/api/subscription/requests',
        { planId: premium, fullname: 'Awa Ouédraogo', phone: '70 12 34 56', transactionId },
        m.token,
      );
      expect(res.status).toBe(201);
      return res.data.data.id as string;
    };
    const act = async (method: string, path: string, body: unknown) => {
      const res = await requestJson(t.app, method, path, body, admin.token);
      expect(res.status, `${method} ${path} ${JSON.stringify(res.data)}`).toBeLessThan(300);
      return res.data.data;
    };
    await act('POST', `/api/admin/subscription-requests/${await declare('OM1')}/refuse`, { message: 'Introuvable.' });
    await act('POST', `/api/admin/subscription-requests/${await declare('OM2')}/accept`, {});
    const current = await t.db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', m.userId)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    await act('PUT', `/api/admin/subscriptions/${current.id}`, { status: 'suspended', message: 'Produits interdits.' });
    await act('PUT', `/api/admin/subscriptions/${current.id}`, { status: 'active', message: 'Merci.' });
    await act('PUT', `/api/admin/users/${m.userId}/disabled`, { disabled: true, message: 'Fraude' });
    await act('PUT', `/api/admin/users/${m.userId}/disabled`, { disabled: false });

    const expected = [
      'user.enable',
      'user.disable',
      'subscription.reactivate',
      'subscription.suspend',
      'request.accept',
      'request.refuse',
    ];
    const shop = await requestJson(t.app, 'GET', `/api/admin/shops/${m.storeId}`, undefined, admin.token);
    const user = await requestJson(t.app, 'GET', `/api/admin/users/${m.userId}`, undefined, admin.token);
    for (const page of [shop, user]) {
      const audit = page.data.data.audit as any[];
      expect(audit.map((a) => a.action)).toEqual(expected);
      for (const entry of audit) {
        expect(entry.actor.id, entry.action).toBe(admin.userId);
        expect(entry.before, entry.action).not.toBeNull();
        expect(entry.after, entry.action).not.toBeNull();
      }
      const byAction = Object.fromEntries(audit.map((a) => [a.action, a]));
      expect(byAction['subscription.suspend']).toMatchObject({
        before: { status: 'active' },
        after: { status: 'suspended' },
        message: 'Produits interdits.',
      });
      expect(byAction['request.accept']).toMatchObject({ before: { plan: 'free' }, after: { plan: 'premium' } });
      expect(byAction['request.refuse'].message).toBe('Introuvable.');
    }
  });
});
