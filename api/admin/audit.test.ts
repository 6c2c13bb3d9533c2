import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '#shared/admin';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createAdmin, createMerchant, type TestMerchant, type TestUser } from '../testing/factories';
import { runSubscriptionExpiry } from '../subscriptions/expiry';

// One audit-log screen for the whole platform — every admin and system action, contact messages included,
// filterable by actor, kind, shop and date, paged, with readable changes (never raw JSON nor ids).

let t: TestContext;
let admin: TestUser;
let shop: TestMerchant;
let other: TestMerchant;
beforeAll(async () => {
  t = await createTestContext();
  admin = await createAdmin(t.db, t.config);
  shop = await createMerchant(t.db, t.config, { subscription: 'active' });
  other = await createMerchant(t.db, t.config, { subscription: 'active' });
  // an admin suspends a shop…
  const sub = await t.db
    .selectFrom('subscriptions')
    .select('id')
    .where('user_id', '=', shop.userId)
    .executeTakeFirstOrThrow();
  const suspended = await requestJson(
    t.app,
    'PUT',
    `/api/admin/subscriptions/${sub.id}`,
    { status: 'suspended', message: 'Produits interdits.' },
    admin.token,
  );
  expect(suspended.status).toBe(200);
  // …answers a contact message…
  const form = {
    fullName: 'Awa Traoré',
    email: 'awa@example.com',
    phone: '70 12 34 56',
    subject: 'Tarifs',
    message: 'Bonjour',
  };
  expect((await requestJson(t.app, 'POST', '/api/contact', form)).status).toBe(201);
  const [message] = (await requestJson(t.app, 'GET', '/api/admin/contact-messages', undefined, admin.token)).data.data;
  const answered = await requestJson(
    t.app,
    'PUT',
    `/api/admin/contact-messages/${message.id}`,
    { status: 'answered' },
    admin.token,
  );
  expect(answered.status).toBe(200);
  // …and the system expires the other shop's subscription at its end date.
  const past = new Date(Date.now() - 60_000).toISOString();
  await t.db.updateTable('subscriptions').set({ end_date: past }).where('user_id', '=', other.userId).execute();
  expect((await runSubscriptionExpiry(t.db, new Date())).expired).toBe(1);
});
afterAll(async () => t.close());

const audit = async (query = '') => {
  const res = await requestJson(t.app, 'GET', `/api/admin/audit${query}`, undefined, admin.token);
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return res.data as AuditPage;
};

describe('the platform audit log', () => {
  it('lists every admin and system action with readable changes, newest first', async () => {
    const page = await audit();
    expect(page.data.map((e) => e.action)).toEqual(['subscription.expire', 'contact.status', 'subscription.suspend']);
    const [expired, contact, suspend] = page.data;
    expect(expired).toMatchObject({ actor: null, changes: ['Statut : Actif → Expiré'], store: { id: other.storeId } });
    expect(contact).toMatchObject({
      actor: { id: admin.userId },
      changes: ['Statut : Nouveau → Répondu'],
      store: null,
    });
    expect(suspend).toMatchObject({ changes: ['Statut : Actif → Suspendu'], message: 'Produits interdits.' });
    expect(suspend!.store).toMatchObject({ id: shop.storeId });
    expect(page.meta).toEqual({ page: 1, perPage: 25, total: 3 });
    expect(page.actors).toEqual([{ id: admin.userId, name: expect.any(String) }]);
    expect(page.stores.map((s) => s.id).sort()).toEqual([shop.storeId, other.storeId].sort());
    for (const e of page.data) for (const line of e.changes) expect(line).not.toMatch(/[{}"]|[0-9a-f]{8}-/);
  });

  it('filters by actor (or the system), kind, shop and day, and pages', async () => {
    expect((await audit('?actor=system')).data.map((e) => e.action)).toEqual(['subscription.expire']);
    expect((await audit(`?actor=${admin.userId}`)).data.map((e) => e.action)).toEqual([
      'contact.status',
      'subscription.suspend',
    ]);
    expect((await audit('?kind=contact.status')).data.map((e) => e.changes)).toEqual([['Statut : Nouveau → Répondu']]);
    expect((await audit(`?store=${shop.storeId}`)).data.map((e) => e.action)).toEqual(['subscription.suspend']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`?from=${today}&to=${today}&actor=${admin.userId}`)).meta.total).toBe(2);
    expect((await audit('?to=2000-01-01')).data).toEqual([]);
    const second = await audit('?perPage=1&page=2');
    expect(second.meta).toEqual({ page: 2, perPage: 1, total: 3 });
    expect(second.data.map((e) => e.action)).toEqual(['contact.status']);
    // unknown filter values are ignored, not errors
    expect((await audit('?kind=nope&from=demain')).meta.total).toBe(3);
  });

  it('is the admins’ only', async () => {
    expect((await requestJson(t.app, 'GET', '/api/admin/audit', undefined, shop.token)).status).toBe(403);
  });
});
