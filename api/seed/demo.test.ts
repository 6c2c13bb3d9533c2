import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { DEMO_ADMIN, DEMO_MERCHANT, seedDemoData } from './demo';

let t: TestContext;
// A demo step that fails is logged, not thrown (start must go on): the test fails on it instead.
const quiet = {
  info: () => {},
  error: (msg: string, err?: unknown) => {
    throw new Error(`${msg}: ${String(err)}`);
  },
};
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

describe('seedDemoData', () => {
  it('creates the README accounts and the demo store, once', async () => {
    await seedDemoData(t.db, t.config, quiet);

    // The README's credentials, through the real sign-in.
    const admin = await requestJson(t.app, 'POST', '/api/login', {
      emailOrPhone: 'admin@boutique.local',
      password: 'Admin1234',
    });
    expect(admin).toMatchObject({ status: 200, data: { role: 'admin' } });
    const byEmail = await requestJson(t.app, 'POST', '/api/login', {
      emailOrPhone: 'marchand@boutique.local',
      password: 'Marchand1234',
    });
    expect(byEmail).toMatchObject({ status: 200, data: { role: 'user' } });
    const byPhone = await requestJson(t.app, 'POST', '/api/login', {
      emailOrPhone: '+22670000001',
      password: 'Marchand1234',
    });
    expect(byPhone.status).toBe(200);
    expect([DEMO_ADMIN.password, DEMO_MERCHANT.password]).toEqual(['Admin1234', 'Marchand1234']);

    const me = await requestJson(t.app, 'GET', '/api/verifyToken', undefined, byEmail.data.token);
    expect(me.data.user.subscription).toMatchObject({ plan: 'entreprise', status: 'active' });

    const pub = await requestJson(t.app, 'GET', '/api/publics/demo');
    expect(pub.status).toBe(200);
    expect(pub.data.store).toMatchObject({
      name: 'Boutique Démo',
      slug: 'demo',
      currency: 'XOF',
      subscription: { status: 'active' },
    });
    expect(pub.data.store.website.about.title).toBeTruthy();
    expect(Object.keys(pub.data.store.website.social_media).sort()).toEqual([
      'facebook',
      'instagram',
      'tiktok',
      'whatsapp',
      'youtube',
    ]);

    // The generated logo is a real PNG, served from /uploads.
    const logo = await t.app.request(pub.data.store.logo);
    expect(logo.status).toBe(200);
    expect((await sharp(Buffer.from(await logo.arrayBuffer())).metadata()).format).toBe('png');

    // Her bell does not open at 30 unread: the demo's past orders are history; only the pending ones are news.
    const bell = await requestJson(
      t.app,
      'GET',
      '/api/notifications/new?since=2000-01-01T00:00:00Z',
      undefined,
      byEmail.data.token,
    );
    // (made-to-measure orders typed in the atelier notify nobody: the shop's pending orders are the unread ones)
    expect(bell.data.data.map((n: { order: { name: string } | null }) => n.order?.name).sort()).toEqual([
      'Aminata Ouédraogo',
      'Mariam Ouédraogo',
    ]);
    expect(bell.data.unread).toBe(2);
    // Aminata ordered from Fatimata's phone: her own customer file, linked « Même téléphone que Fatimata Kaboré ».
    const family = await t.db
      .selectFrom('customers')
      .select(['id', 'first_name', 'same_phone_as'])
      .where('phone', '=', '+22670112233')
      .execute();
    const fatimata = family.find((c) => c.first_name === 'Fatimata')!;
    expect(family.find((c) => c.first_name === 'Aminata')?.same_phone_as).toBe(fatimata.id);

    // The demo has customers (with measurements) and orders, placed through the real order service.
    const dash = await requestJson(t.app, 'GET', '/api/dashboard', undefined, byEmail.data.token);
    expect(dash.status).toBe(200);
    expect(dash.data.data.customers).toBeGreaterThanOrEqual(5); // 3 tailoring customers + 2 new shoppers
    // Every order status has an example for the order screens.
    for (const status of ['pending', 'confirmed', 'shipped', 'delivered', 'canceled'])
      expect(dash.data.data.ordersByStatus[status], status).toBeGreaterThanOrEqual(1);
    const demoStore = await t.db.selectFrom('stores').select('id').where('slug', '=', 'demo').executeTakeFirstOrThrow();
    // Orders over the last 60 days (a chart with a shape), not all of the same day.
    const days = await t.db.selectFrom('orders').select('created_at').where('store_id', '=', demoStore.id).execute();
    const spread = new Set(days.map((d) => d.created_at.slice(0, 10)));
    expect(spread.size).toBeGreaterThanOrEqual(15);
    const oldest = Math.min(...days.map((d) => Date.parse(d.created_at)));
    expect(Date.now() - oldest).toBeGreaterThan(50 * 86_400_000);
    expect(Date.now() - oldest).toBeLessThan(61 * 86_400_000);
    // Made-to-measure orders at every stage, due over the next three weeks, one day of the calendar full.
    const madeToMeasure = await t.db
      .selectFrom('orders')
      .select(['garments', 'due_date'])
      .where('store_id', '=', demoStore.id)
      .where('due_date', 'is not', null)
      .execute();
    const stages = new Set(
      madeToMeasure.flatMap((o) => (JSON.parse(o.garments) as { stage: string }[]).map((g) => g.stage)),
    );
    expect([...stages].sort()).toEqual(['cutting', 'delivered', 'finishing', 'measures', 'ready', 'sewing']);
    const today = new Date().toISOString().slice(0, 10);
    const in21 = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    const upcoming = madeToMeasure.filter((o) => o.due_date! >= today && o.due_date! <= in21);
    expect(upcoming.length).toBeGreaterThanOrEqual(8);
    const perDay = new Map<string, number>();
    for (const o of upcoming) perDay.set(o.due_date!, (perDay.get(o.due_date!) ?? 0) + JSON.parse(o.garments).length);
    const store = await t.db
      .selectFrom('stores')
      .select('atelier_capacity')
      .where('id', '=', demoStore.id)
      .executeTakeFirstOrThrow();
    expect([...perDay.values()]).toContain(store.atelier_capacity);
    // A personalized storefront and a plan change request waiting for the administrator.
    expect(pub.data.store.website.about.title).toBe('Atelier de couture et boutique de pagnes à Ouagadougou');
    const requests = await t.db
      .selectFrom('subscription_requests')
      .select(['status', 'transaction_id'])
      .where('status', '=', 'pending')
      .execute();
    expect(requests).toEqual([{ status: 'pending', transaction_id: 'OM261123.1542.A81234' }]);
    // Her referral list shows one merchant who pays and one who does not (the PWA's « Mes filleules »).
    const referrals = await requestJson(t.app, 'GET', '/api/referrals', undefined, byEmail.data.token);
    expect(referrals.status).toBe(200);
    expect(
      referrals.data.data.referred.map((r: { name: string; paying: boolean; plan: string }) => [
        r.name,
        r.plan,
        r.paying,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Salimata Sanou', 'starter', true],
        ['Rokia Diallo', 'free', false],
      ]),
    );
    // The admin's contact inbox has a new message and an answered one.
    const inbox = await requestJson(t.app, 'GET', '/api/admin/contact-messages', undefined, admin.data.token);
    expect(inbox.status).toBe(200);
    expect(inbox.data.data.map((m: { status: string }) => m.status).sort()).toEqual(['answered', 'new']);
    // The atelier is on, with its starter measurement parts.
    const atelier = await requestJson(t.app, 'GET', '/api/atelier/parts', undefined, byEmail.data.token);
    expect(atelier.status).toBe(200);
    expect(atelier.data.data.length).toBeGreaterThanOrEqual(10);
    const pull = await requestJson(t.app, 'GET', '/api/sync/pull?since=0', undefined, byEmail.data.token);
    expect(JSON.stringify(pull.data)).toContain('tour_de_poitrine');
    // Clothing models and measurement takings (history: two for Fatimata) for the atelier's screens.
    const types = await requestJson(t.app, 'GET', '/api/atelier/clothing-types', undefined, byEmail.data.token);
    expect(types.data.data.map((x: { name: string }) => x.name)).toEqual(expect.arrayContaining(['Boubou', 'Chemise']));
    expect(pull.data.changes.filter((c: { table: string }) => c.table === 'measurement_sets')).toHaveLength(3);
    // The workshop's resources: fabrics (one running low), a supplier's purchase in the ledger, services, staff.
    const get = async (p: string) => (await requestJson(t.app, 'GET', p, undefined, byEmail.data.token)).data.data;
    const fabrics = await get('/api/atelier/fabrics');
    expect(fabrics).toHaveLength(3);
    expect(fabrics.find((f: { name: string }) => f.name === 'Bazin riche bleu').stock).toBe(36);
    expect(await get('/api/atelier/services')).toHaveLength(3);
    expect((await get('/api/atelier/staff')).map((s: { name: string }) => s.name)).toContain('Moussa Ndiaye');
    expect(JSON.stringify(await get('/api/atelier/transactions'))).toContain('Tissus du Marché Sandaga');

    // A second start changes nothing.
    await seedDemoData(t.db, t.config, quiet);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(4); // admin, merchant, her 2 referrals
    expect(await t.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(2);
    expect(await t.db.selectFrom('stores').select('id').execute()).toHaveLength(1);
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads', 'logos'))).toHaveLength(1);
    // Two password hashes, the pictures and three real sign-ins (scrypt, 128 MiB each): ~30 s on 2 busy cores.
  }, 120_000);

  it('never touches a database that already has accounts', async () => {
    const reg = await requestJson(t.app, 'POST', '/api/register', {
      firstName: 'Vrai',
      lastName: 'Client',
      emailOrPhone: 'vrai@example.com',
      password: 'secret12',
      confirmPass: 'secret12',
      termCondition: true,
    });
    expect(reg.status).toBe(201);
    await seedDemoData(t.db, t.config, quiet);
    expect(await t.db.selectFrom('stores').select('id').execute()).toEqual([]);
    expect((await t.db.selectFrom('users').select('email').execute()).map((u) => u.email)).toEqual([
      'vrai@example.com',
    ]);
  });
});
