import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { newId, nowIso } from '../ids';
import { acceptRequest } from '../subscriptions/requests-repository';
import { changeSubscriptionStatus } from '../subscriptions/subscriptions-repository';
import { createMerchant, createUser } from '../testing/factories';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

const planId = async (name: string, cycle: 'month' | 'year' = 'month') =>
  (await t.db.selectFrom('plans').select('id').where('code', '=', `${name}-${cycle}`).executeTakeFirstOrThrow()).id;

const declaration = (plan: string, transactionId = 'MP240101.1234.A') => ({
  planId: plan,
  fullname: 'Awa Ouédraogo',
  phone: '70 12 34 56',
  transactionId,
});

const ADMIN_ROUTES: [string, string][] = [
  ['GET', '/api/admin/plans'],
  ['POST', '/api/admin/plans'],
  ['GET', '/api/admin/plans/x'],
  ['PUT', '/api/admin/plans/x'],
  ['GET', '/api/admin/subscriptions'],
  ['GET', '/api/admin/subscriptions/x'],
  ['PUT', '/api/admin/subscriptions/x'],
  ['GET', '/api/admin/subscription-requests'],
  ['GET', '/api/admin/subscription-requests/x'],
  ['POST', '/api/admin/subscription-requests/x/accept'],
  ['POST', '/api/admin/subscription-requests/x/refuse'],
];

describe('admin plans', () => {
  it('a merchant gets 403 and a visitor 401 on every admin subscription and plan route', async () => {
    const m = await createUser(t.db, t.config);
    for (const [method, path] of ADMIN_ROUTES) {
      const body = method === 'GET' ? undefined : {};
      expect((await requestJson(t.app, method, path, body, m.token)).status, `${method} ${path}`).toBe(403);
      expect((await requestJson(t.app, method, path, body)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('refuses a wrong price, cycle and discount with the specification messages, all at once', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    const res = await requestJson(
      t.app,
      'POST',
      '/api/admin/plans',
      { name: 'premium', price: '15 000 F', billing_cycle: 'week', discount_rate: '10%', maxProducts: 'beaucoup' },
      admin.token,
    );
    expect(res.status).toBe(422);
    expect(res.data.errors).toEqual({
      price: ['Uniquement des nombres ou des décimales'],
      billing_cycle: ['Cycle de facturation invalide'],
      discount_rate: ['Uniquement des chiffres'],
      maxProducts: ['Uniquement des chiffres'],
    });
    const name = await requestJson(
      t.app,
      'POST',
      '/api/admin/plans',
      { name: 'gold', price: '1', billing_cycle: 'month' },
      admin.token,
    );
    expect(name.data.errors).toEqual({ name: ['Nom de plan invalide'] });
    const decimals = await requestJson(
      t.app,
      'POST',
      '/api/admin/plans',
      { name: 'premium', price: '1.234', billing_cycle: 'year' },
      admin.token,
    );
    expect(decimals.data.errors).toEqual({ price: ['Uniquement des nombres ou des décimales'] });
  });

  it('creates premium by the year (limits, description) which then shows on /api/plans, audited; a duplicate is refused', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    const body = {
      name: 'premium',
      price: '150000.50',
      billing_cycle: 'year',
      discount_rate: '15',
      description: ['Produits illimités', '  ', 'Deux mois offerts'],
      maxProducts: '',
      maxGalleryImages: '40',
      maxStaffAccounts: '5',
      atelier: true,
      customDomain: true,
    };
    const res = await requestJson(t.app, 'POST', '/api/admin/plans', body, admin.token);
    expect(res.status).toBe(201);
    expect(res.data.data).toMatchObject({
      name: 'premium',
      price: 150000.5,
      billing_cycle: 'year',
      discount_rate: 15,
      description: ['Produits illimités', 'Deux mois offerts'],
      limits: { maxProducts: null, maxGalleryImages: 40, maxStaffAccounts: 5, atelier: true, customDomain: true },
    });
    const pub = await requestJson(t.app, 'GET', '/api/plans');
    expect(pub.data.data.map((p: any) => `${p.name}-${p.billing_cycle}`)).toContain('premium-year');
    const again = await requestJson(t.app, 'POST', '/api/admin/plans', body, admin.token);
    expect(again).toMatchObject({
      status: 422,
      data: { errors: { billing_cycle: ['Ce plan existe déjà pour ce cycle de facturation.'] } },
    });

    const edit = await requestJson(
      t.app,
      'PUT',
      `/api/admin/plans/${res.data.data.id}`,
      { ...body, price: '140000' },
      admin.token,
    );
    expect(edit.data.data.price).toBe(140000);
    const view = await requestJson(t.app, 'GET', `/api/admin/plans/${res.data.data.id}`, undefined, admin.token);
    expect(view.data.data.history.map((h: any) => h.action)).toEqual(['plan.update', 'plan.create']);
    expect(view.data.data.history[0].before.price).toBe(150000.5);
    expect(view.data.data.history[0].after.price).toBe(140000);
    expect((await requestJson(t.app, 'GET', `/api/admin/plans/${newId()}`, undefined, admin.token)).status).toBe(404);
  });
});

describe('change requests', () => {
  it('a merchant requests premium; the declaration is validated; the admins are notified (requested)', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    const m = await createMerchant(t.db, t.config, { subscription: 'active' });
    const premium = await planId('premium');
    const bad = await requestJson(
      t.app,
      'POST',
      '/api/subscription/requests',
      { planId: premium, fullname: ' ', phone: '12', transactionId: '' },
      m.token,
    );
    expect(bad.status).toBe(422);
    expect(bad.data.errors).toEqual({ fullname: ['Nom requis'], phone: ['Numero Invalide'] });
    const noTx = await requestJson(t.app, 'POST', '/api/subscription/requests', declaration(premium, ''), m.token);
    expect(noTx.data.errors).toEqual({ transactionId: ['Le champ est vide'] });

    const ok = await requestJson(t.app, 'POST', '/api/subscription/requests', declaration(premium), m.token);
    expect(ok.status).toBe(201);
    expect(ok.data.data).toMatchObject({
      status: 'pending',
      amount: 15000,
      phone: '+22670123456',
      plan: { name: 'premium' },
    });
    const twice = await requestJson(
      t.app,
      'POST',
      '/api/subscription/requests',
      declaration(premium, 'OTHER'),
      m.token,
    );
    expect(twice.status).toBe(409);

    const notes = await requestJson(t.app, 'GET', '/api/admin-notifications', undefined, admin.token);
    expect(notes.data.data[0]).toMatchObject({ type: 'requested', related_id: ok.data.data.id });

    const mine = await requestJson(t.app, 'GET', '/api/subscription', undefined, m.token);
    expect(mine.data.data.requests.map((r: any) => r.status)).toEqual(['pending']);
    expect(mine.data.data.current.plan.name).toBe('free');
    expect(mine.data.data.plans.length).toBe(4);
  });

  it('accepting starts a new subscription whose end date follows the cycle; the merchant is notified and audited', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    const m = await createMerchant(t.db, t.config, { subscription: 'active' });
    const req = await requestJson(
      t.app,
      'POST',
      '/api/subscription/requests',
      declaration(await planId('premium')),
      m.token,
    );
    const accepted = await acceptRequest(t.db, {
      id: req.data.data.id,
      adminId: admin.userId,
      now: '2027-01-31T10:00:00.000Z',
    });
    expect(accepted.status).toBe('accepted');
    const mine = await requestJson(t.app, 'GET', '/api/subscription', undefined, m.token);
    expect(mine.data.data.current).toMatchObject({
      id: accepted.subscriptionId,
      status: 'active',
      plan: { name: 'premium', billing_cycle: 'month' },
      startDate: '2027-01-31T10:00:00.000Z',
      endDate: '2027-02-28T10:00:00.000Z',
    });
    const old = await t.db
      .selectFrom('subscriptions')
      .select('status')
      .where('user_id', '=', m.userId)
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    expect(old.status).toBe('expired');
    const notes = await requestJson(t.app, 'GET', '/api/notifications', undefined, m.token);
    expect(notes.data.data[0]).toMatchObject({ type: 'subscription', related_id: accepted.subscriptionId });
    // Its date in French, never « 2027-02-28 ».
    expect(notes.data.data[0].message).toBe(
      "Votre demande est acceptée : plan Premium actif jusqu'au 28 février 2027.",
    );
    const again = await requestJson(
      t.app,
      'POST',
      `/api/admin/subscription-requests/${req.data.data.id}/accept`,
      {},
      admin.token,
    );
    expect(again).toMatchObject({ status: 409, data: { message: 'Cette demande a déjà été traitée.' } });
    const audit = await t.db.selectFrom('audit_log').selectAll().execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'request.accept',
      actor_id: admin.userId,
      subject_user_id: m.userId,
      subject_store_id: m.storeId,
    });
    expect(JSON.parse(audit[0]!.before!)).toMatchObject({ plan: 'free' });
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ plan: 'premium', endDate: '2027-02-28T10:00:00.000Z' });
  });

  it('a yearly plan ends a year later; renewing the same plan early extends from the current end', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    const m = await createMerchant(t.db, t.config, { subscription: 'active' });
    const made = await requestJson(
      t.app,
      'POST',
      '/api/admin/plans',
      { name: 'starter', price: '50000', billing_cycle: 'year', discount_rate: '10' },
      admin.token,
    );
    const r1 = await requestJson(
      t.app,
      'POST',
      '/api/subscription/requests',
      declaration(made.data.data.id, 'TX-1'),
      m.token,
    );
    expect(r1.data.data.amount).toBe(45000);
    const a1 = await acceptRequest(t.db, {
      id: r1.data.data.id,
      adminId: admin.userId,
      now: '2028-02-29T08:00:00.000Z',
    });
    const sub1 = await t.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', a1.subscriptionId!)
      .executeTakeFirstOrThrow();
    expect(sub1.end_date).toBe('2029-02-28T08:00:00.000Z');
    const r2 = await requestJson(
      t.app,
      'POST',
      '/api/subscription/requests',
      declaration(await planId('starter'), 'TX-2'),
      m.token,
    );
    const a2 = await acceptRequest(t.db, {
      id: r2.data.data.id,
      adminId: admin.userId,
      now: '2029-02-20T08:00:00.000Z',
    });
    const sub2 = await t.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', a2.subscriptionId!)
      .executeTakeFirstOrThrow();
    expect(sub2.end_date).toBe('2029-03-28T08:00:00.000Z');
  });

  it('refusing needs a message, which the merchant reads in her history', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    const m = await createMerchant(t.db, t.config, { subscription: 'active' });
    const req = await requestJson(
      t.app,
      'POST',
      '/api/subscription/requests',
      declaration(await planId('starter')),
      m.token,
    );
    const url = `/api/admin/subscription-requests/${req.data.data.id}/refuse`;
    expect((await requestJson(t.app, 'POST', url, { message: '' }, admin.token)).data.errors).toEqual({
      message: ['Le champ est vide'],
    });
    const res = await requestJson(
      t.app,
      'POST',
      url,
      { message: 'Transaction introuvable chez Orange Money.' },
      admin.token,
    );
    expect(res.data.data).toMatchObject({
      status: 'refused',
      adminMessage: 'Transaction introuvable chez Orange Money.',
    });
    const mine = await requestJson(t.app, 'GET', '/api/subscription', undefined, m.token);
    expect(mine.data.data.requests[0]).toMatchObject({
      status: 'refused',
      adminMessage: 'Transaction introuvable chez Orange Money.',
    });
    expect(mine.data.data.current.plan.name).toBe('free');
    const notes = await requestJson(t.app, 'GET', '/api/notifications', undefined, m.token);
    expect(notes.data.data[0].type).toBe('subscription');
  });

  it('flags a transaction id already used by an earlier declaration (case, spaces and dashes ignored)', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    const a = await createMerchant(t.db, t.config, { subscription: 'active' });
    const b = await createMerchant(t.db, t.config, { subscription: 'active' });
    const premium = await planId('premium');
    const first = await requestJson(
      t.app,
      'POST',
      '/api/subscription/requests',
      declaration(premium, 'OM-2026 1234'),
      a.token,
    );
    const second = await requestJson(
      t.app,
      'POST',
      '/api/subscription/requests',
      declaration(premium, 'om20261234'),
      b.token,
    );
    const detail = await requestJson(
      t.app,
      'GET',
      `/api/admin/subscription-requests/${second.data.data.id}`,
      undefined,
      admin.token,
    );
    expect(detail.data.data.reusedBy).toEqual([
      expect.objectContaining({ id: first.data.data.id, userId: a.userId, status: 'pending' }),
    ]);
    const list = await requestJson(
      t.app,
      'GET',
      '/api/admin/subscription-requests?status=pending',
      undefined,
      admin.token,
    );
    expect(list.data.data.every((r: any) => r.reusedBy.length === 1)).toBe(true);
    const unique = await createMerchant(t.db, t.config, { subscription: 'active' });
    const third = await requestJson(
      t.app,
      'POST',
      '/api/subscription/requests',
      declaration(premium, 'OM-999'),
      unique.token,
    );
    const d3 = await requestJson(
      t.app,
      'GET',
      `/api/admin/subscription-requests/${third.data.data.id}`,
      undefined,
      admin.token,
    );
    expect(d3.data.data.reusedBy).toEqual([]);
  });
});

describe('subscription status changes (state machine)', () => {
  it('suspend with a message: merchant notified, writes refused, audited, store republished; reactivate restores', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    const m = await createMerchant(t.db, t.config, { subscription: 'active' });
    const sub = await t.db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', m.userId)
      .executeTakeFirstOrThrow();
    const bad = await requestJson(
      t.app,
      'PUT',
      `/api/admin/subscriptions/${sub.id}`,
      { status: 'paused', message: '' },
      admin.token,
    );
    expect(bad.data.errors).toEqual({ status: ['Statut invalide'], message: ['Le champ est vide'] });

    const res = await requestJson(
      t.app,
      'PUT',
      `/api/admin/subscriptions/${sub.id}`,
      { status: 'suspended', message: 'Produits interdits.' },
      admin.token,
    );
    expect(res.data.data).toMatchObject({ status: 'suspended', allowedStatuses: ['active', 'expired'] });
    expect(
      (await requestJson(t.app, 'POST', '/api/subscription/requests', declaration(await planId('premium')), m.token))
        .status,
    ).toBe(403);
    const notes = await requestJson(t.app, 'GET', '/api/notifications', undefined, m.token);
    expect(notes.data.data[0]).toMatchObject({
      type: 'subscription',
      related_id: sub.id,
      message: 'Produits interdits.',
    });
    const job = await t.db.selectFrom('publish_jobs').selectAll().where('store_id', '=', m.storeId).executeTakeFirst();
    expect(job).toBeTruthy();

    const back = await requestJson(
      t.app,
      'PUT',
      `/api/admin/subscriptions/${sub.id}`,
      { status: 'active', message: 'Merci.' },
      admin.token,
    );
    expect(back.data.data.status).toBe('active');
    const detail = await requestJson(t.app, 'GET', `/api/admin/subscriptions/${sub.id}`, undefined, admin.token);
    expect(detail.data.data.audit.map((a: any) => [a.action, a.before.status, a.after.status, a.message])).toEqual([
      ['subscription.reactivate', 'suspended', 'active', 'Merci.'],
      ['subscription.suspend', 'active', 'suspended', 'Produits interdits.'],
    ]);
  });

  it('refuses transitions that do not exist and changes to an old subscription', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    const m = await createMerchant(t.db, t.config, { subscription: null });
    const plan = await planId('premium');
    const mk = async (status: 'active' | 'expired' | 'suspended', end: string | null, created: string) => {
      const id = newId();
      await t.db
        .insertInto('subscriptions')
        .values({
          id,
          user_id: m.userId,
          plan_id: plan,
          status,
          start_date: created,
          end_date: end,
          created_at: created,
          updated_at: created,
        })
        .execute();
      return id;
    };
    const old = await mk('active', null, '2020-01-01T00:00:00.000Z');
    const cur = await mk('expired', '2021-01-01T00:00:00.000Z', '2020-06-01T00:00:00.000Z');
    const oldRes = await requestJson(
      t.app,
      'PUT',
      `/api/admin/subscriptions/${old}`,
      { status: 'suspended', message: 'x' },
      admin.token,
    );
    expect(oldRes).toMatchObject({
      status: 409,
      data: { message: "Seul l'abonnement en cours d'une boutique peut changer de statut." },
    });
    const toActive = await requestJson(
      t.app,
      'PUT',
      `/api/admin/subscriptions/${cur}`,
      { status: 'active', message: 'x' },
      admin.token,
    );
    expect(toActive).toMatchObject({
      status: 409,
      data: { message: 'Changement de statut impossible : expiré → actif.' },
    });
    // Suspended, then reactivated after its end date: it lands on expired, not active.
    await changeSubscriptionStatus(t.db, { id: cur, status: 'suspended', message: 'x', adminId: admin.userId });
    const re = await changeSubscriptionStatus(t.db, { id: cur, status: 'active', message: 'y', adminId: admin.userId });
    expect(re.status).toBe('expired');
    const none = await requestJson(
      t.app,
      'PUT',
      `/api/admin/subscriptions/${newId()}`,
      { status: 'active', message: 'x' },
      admin.token,
    );
    expect(none.status).toBe(404);
  });

  it('a suspended account cannot have a request accepted until reactivated', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    const m = await createMerchant(t.db, t.config, { subscription: 'active' });
    const req = await requestJson(
      t.app,
      'POST',
      '/api/subscription/requests',
      declaration(await planId('premium')),
      m.token,
    );
    const sub = await t.db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', m.userId)
      .executeTakeFirstOrThrow();
    await changeSubscriptionStatus(t.db, {
      id: sub.id,
      status: 'suspended',
      message: 'x',
      adminId: admin.userId,
      now: nowIso(),
    });
    const res = await requestJson(
      t.app,
      'POST',
      `/api/admin/subscription-requests/${req.data.data.id}/accept`,
      {},
      admin.token,
    );
    expect(res).toMatchObject({
      status: 409,
      data: { message: 'Ce compte est suspendu : réactivez-le avant d’accepter sa demande.' },
    });
  });

  it('lists subscriptions by status with the merchant and store', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    await createMerchant(t.db, t.config, { subscription: 'active' });
    await createMerchant(t.db, t.config, { subscription: 'suspended' });
    const all = await requestJson(t.app, 'GET', '/api/admin/subscriptions', undefined, admin.token);
    expect(all.data.meta.total).toBe(2);
    const sus = await requestJson(t.app, 'GET', '/api/admin/subscriptions?status=suspended', undefined, admin.token);
    expect(sus.data.data).toHaveLength(1);
    expect(sus.data.data[0]).toMatchObject({
      status: 'suspended',
      plan: { name: 'free' },
      store: { name: expect.any(String) },
    });
  });
});
