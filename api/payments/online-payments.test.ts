import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant, createProduct } from '../testing/factories';
import { fromIp } from '../testing/requests';
import { startCinetpayDouble } from '../../scripts/cinetpay-double';

// Payments that confirm themselves (decision 026), against a local server that implements CinetPay's documented
// API and signs its notifications as CinetPay does: the app runs on a real port so the double can call it back.
// Runs on SQLite and PostgreSQL.

const SITE_A = { siteId: '5870001', apiKey: 'apikeyA.1234567890abcd', secretKey: 'secretA-0123456789abcdef' };
const SITE_B = { siteId: '5870002', apiKey: 'apikeyB.0987654321wxyz', secretKey: 'secretB-fedcba9876543210' };

let t: TestContext;
let double: Awaited<ReturnType<typeof startCinetpayDouble>>;
let server: http.Server;
beforeAll(async () => {
  double = await startCinetpayDouble([SITE_A, SITE_B]);
  // A port first, so PUBLIC_URL (the notify and return URLs) names it; the app answers on it once created.
  let handler: (req: Request) => Response | Promise<Response> = () => new Response('', { status: 503 });
  server = createAdaptorServer({ fetch: (req: Request) => handler(req) }) as http.Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  t = await createTestContext({ PUBLIC_URL: `http://127.0.0.1:${port}`, CINETPAY_API_URL: double.url });
  handler = (req) => t.app.fetch(req);
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await double.close();
  await t.close();
});

let ip = 0;
const freshIp = () => `10.22.0.${++ip}`;

async function connectedStore(site = SITE_A) {
  const m = await createMerchant(t.db, t.config);
  const product = await createProduct(t.db, m.storeId, { name: 'Boubou', price: 15000, stock: 5 });
  const saved = await requestJson(
    t.app,
    'PUT',
    '/api/checkout-settings',
    { payment: { cashOnDelivery: true, mobileMoney: [{ method: 'orange_money', number: '70 00 00 01' }] } },
    m.token,
  );
  expect(saved.status, JSON.stringify(saved.data)).toBe(200);
  const connect = await requestJson(t.app, 'PUT', '/api/payment-connection', site, m.token);
  expect(connect.status, JSON.stringify(connect.data)).toBe(200);
  return { m, product };
}

async function order(s: Awaited<ReturnType<typeof connectedStore>>) {
  const placed = await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/orders`, {
    firstname: 'Awa',
    lastname: 'Diallo',
    phone: '70 11 22 33',
    email: 'awa@example.com',
    city: 'Ouagadougou',
    lines: [{ productId: s.product.productId, quantity: 2 }],
    payment: 'orange_money',
  });
  expect(placed.status, JSON.stringify(placed.data)).toBe(201);
  return placed.data.data as { id: string; code: string; total: number; canPayOnline?: boolean };
}

async function payNow(slug: string, code: string, body: Record<string, string>) {
  return fromIp(t, freshIp(), `/api/shop/${slug}/orders/${code}/pay`, body);
}

const orderRow = (id: string) =>
  t.db.selectFrom('orders').select(['paid_at', 'paid_via', 'version']).where('id', '=', id).executeTakeFirstOrThrow();

async function sessionOf(orderId: string) {
  return t.db
    .selectFrom('payment_sessions')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
}

describe('a store connects CinetPay', () => {
  it('keeps the keys sealed, answers « Connecté » with the last 4 characters only, refuses bad keys', async () => {
    const { m } = await connectedStore();
    const got = await requestJson(t.app, 'GET', '/api/payment-connection', undefined, m.token);
    expect(got.data.data).toMatchObject({
      connected: true,
      provider: 'cinetpay',
      keyHint: 'abcd',
      siteId: SITE_A.siteId,
    });
    expect(JSON.stringify(got.data)).not.toContain(SITE_A.apiKey);
    expect(JSON.stringify(got.data)).not.toContain(SITE_A.secretKey);
    const row = await t.db
      .selectFrom('payment_connections')
      .selectAll()
      .where('store_id', '=', m.storeId)
      .executeTakeFirstOrThrow();
    expect(row.api_key).not.toContain(SITE_A.apiKey);
    expect(row.secret_key).not.toContain(SITE_A.secretKey);

    const bad = await requestJson(
      t.app,
      'PUT',
      '/api/payment-connection',
      { siteId: 'abc', apiKey: 'x y', secretKey: '' },
      m.token,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(['apiKey', 'secretKey', 'siteId']);
    const still = await requestJson(t.app, 'GET', '/api/payment-connection', undefined, m.token);
    expect(still.data.data.keyHint).toBe('abcd');
  });

  it('refuses a site id and an API key CinetPay does not know, in French, and keeps the connection as it was', async () => {
    const { m } = await connectedStore();
    for (const keys of [
      { ...SITE_A, apiKey: 'unknownkey.1234567890' },
      { ...SITE_A, siteId: SITE_B.siteId },
    ]) {
      const refused = await requestJson(t.app, 'PUT', '/api/payment-connection', keys, m.token);
      expect(refused.status).toBe(422);
      expect(refused.data.message).toMatch(/^CinetPay refuse ce Site ID et cette clé API/);
    }
    const still = await requestJson(t.app, 'GET', '/api/payment-connection', undefined, m.token);
    expect(still.data.data).toMatchObject({ connected: true, siteId: SITE_A.siteId, keyHint: 'abcd' });

    const fresh = await createMerchant(t.db, t.config);
    const never = await requestJson(
      t.app,
      'PUT',
      '/api/payment-connection',
      { ...SITE_B, apiKey: 'unknownkey.1234567890' },
      fresh.token,
    );
    expect(never.status).toBe(422);
    expect(
      await t.db.selectFrom('payment_connections').where('store_id', '=', fresh.storeId).select('store_id').execute(),
    ).toEqual([]);

    const gone = await requestJson(t.app, 'DELETE', '/api/payment-connection', undefined, m.token);
    expect(gone.status).toBe(200);
    expect(gone.data.data).toMatchObject({ connected: false, keyHint: null });
  });

  it('without a connection the declared-transaction flow stays: no « Payer maintenant »', async () => {
    const m = await createMerchant(t.db, t.config);
    const product = await createProduct(t.db, m.storeId, { name: 'Pagne', price: 5000, stock: 3 });
    await requestJson(
      t.app,
      'PUT',
      '/api/checkout-settings',
      { payment: { cashOnDelivery: false, mobileMoney: [{ method: 'wave', number: '70 00 00 02' }] } },
      m.token,
    );
    const placed = await fromIp(t, freshIp(), `/api/shop/${m.slug}/orders`, {
      firstname: 'Awa',
      lastname: 'Diallo',
      phone: '70 11 22 33',
      email: 'awa@example.com',
      city: 'Ouagadougou',
      lines: [{ productId: product.productId, quantity: 1 }],
      payment: 'wave',
    });
    expect(placed.data.data.canPayOnline).toBe(false);
    expect(placed.data.data.payment).not.toBeNull();
    const pay = await payNow(m.slug, placed.data.data.code, { orderId: placed.data.data.id });
    expect(pay.status).toBe(422);
  });
});

describe('CinetPay notifications', () => {
  it('a good notification marks the order paid automatically, with the server-computed amount in XOF', async () => {
    const s = await connectedStore();
    const o = await order(s);
    expect(o.canPayOnline).toBe(true);
    const pay = await payNow(s.m.slug, o.code, { phone: '70112233' });
    expect(pay.status, JSON.stringify(pay.data)).toBe(200);
    expect(pay.data.data.paymentUrl).toMatch(new RegExp(`^${double.url}/payment/`));
    const session = await sessionOf(o.id);
    expect(double.transactions.get(session.id)).toMatchObject({ amount: 30000, currency: 'XOF' });
    // Tapping again while the session waits gives the same page, not a second session.
    const again = await payNow(s.m.slug, o.code, { orderId: o.id });
    expect(again.data.data.paymentUrl).toBe(pay.data.data.paymentUrl);

    const before = await orderRow(o.id);
    const owedBefore = await requestJson(t.app, 'GET', '/api/dashboard', undefined, s.m.token);
    expect(owedBefore.data.data).toMatchObject({ owed: 30000, owing: 1 });
    const sent = await double.pay(session.id);
    expect(sent.status).toBe(200);
    expect(sent.body?.outcome).toBe('paid');
    const after = await orderRow(o.id);
    expect(after.paid_at).not.toBeNull();
    expect(after.paid_via).toBe('cinetpay');
    expect(Number(after.version)).toBeGreaterThan(Number(before.version));

    // The merchant's order (online, and the tablet's pull) says it was paid automatically, and when.
    const merchant = await requestJson(t.app, 'GET', `/api/orders/${o.id}`, undefined, s.m.token);
    expect(merchant.data.data).toMatchObject({ paidAt: after.paid_at, paidVia: 'cinetpay' });
    const followed = await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/orders/${o.code}/state`, { orderId: o.id });
    expect(followed.data.data).toMatchObject({ paid: true, paidAutomatically: true, canPayOnline: false });
    const notice = await t.db.selectFrom('notifications').select('message').where('related_id', '=', o.id).execute();
    expect(notice.map((n) => n.message)).toContain(`Commande ${o.code} payée automatiquement (CinetPay)`);
    // « À encaisser » counts only what is really unpaid: the order paid by CinetPay is no longer owed.
    const owedAfter = await requestJson(t.app, 'GET', '/api/dashboard', undefined, s.m.token);
    expect(owedAfter.data.data).toMatchObject({ owed: 0, owing: 0, revenue: 30000 });
    // Paid: « Payer maintenant » is refused.
    expect((await payNow(s.m.slug, o.code, { orderId: o.id })).status).toBe(409);
  });

  it('a forged signature is refused and changes nothing', async () => {
    const s = await connectedStore();
    const o = await order(s);
    await payNow(s.m.slug, o.code, { orderId: o.id });
    const session = await sessionOf(o.id);
    const tx = double.transactions.get(session.id)!;
    tx.status = 'ACCEPTED';
    const forged = await double.notifyFor(tx, { secretKey: 'not-the-secret-key-of-the-site' });
    expect(forged.status).toBe(401);
    expect((await orderRow(o.id)).paid_at).toBeNull();
    expect(await t.db.selectFrom('payment_events').select('id').where('store_id', '=', s.m.storeId).execute()).toEqual(
      [],
    );
    // The right signature over changed values (a forged amount) fails too.
    const signed = await double.notifyFor(tx);
    const tampered = await double.resend(
      session.id,
      { ...signed.form, cpm_amount: '5' },
      'not-the-secret-key-of-the-site',
    );
    expect(tampered.status).toBe(401);
  });

  it('a wrong amount leaves the order to pay', async () => {
    const s = await connectedStore();
    const o = await order(s);
    await payNow(s.m.slug, o.code, { orderId: o.id });
    const session = await sessionOf(o.id);
    const sent = await double.pay(session.id, 100);
    expect(sent.status).toBe(200);
    expect(sent.body?.outcome).toBe('amount-mismatch');
    expect((await orderRow(o.id)).paid_at).toBeNull();
  });

  it('a replay changes nothing; a late refusal never un-pays', async () => {
    const s = await connectedStore();
    const o = await order(s);
    await payNow(s.m.slug, o.code, { orderId: o.id });
    const session = await sessionOf(o.id);
    const first = await double.pay(session.id);
    expect(first.body?.outcome).toBe('paid');
    const paid = await orderRow(o.id);
    const replay = await double.resend(session.id, first.form);
    expect(replay.status).toBe(200);
    expect(replay.body?.outcome).toBe('replay');
    expect(await orderRow(o.id)).toEqual(paid);
    const late = await double.refuse(session.id);
    expect(late.status).toBe(200);
    expect(await orderRow(o.id)).toEqual(paid);
    const events = await t.db
      .selectFrom('payment_events')
      .select('outcome')
      .where('session_id', '=', session.id)
      .execute();
    expect(events.map((e) => e.outcome).sort()).toEqual(['paid', 'refused']);
    expect((await sessionOf(o.id)).status).toBe('accepted');
  });

  it("a notification naming another store's order does nothing to it", async () => {
    const a = await connectedStore(SITE_A);
    const b = await connectedStore(SITE_B);
    const ob = await order(b);
    await payNow(b.m.slug, ob.code, { orderId: ob.id });
    const sessionB = await sessionOf(ob.id);
    const tx = double.transactions.get(sessionB.id)!;
    tx.status = 'ACCEPTED';
    // Signed with store A's key and sent to store A's address, naming store B's transaction.
    const form = {
      ...(
        await double.notifyFor({
          ...tx,
          notifyUrl: `${t.config.publicUrl}/api/payments/cinetpay/${b.m.storeId}/notify`,
        })
      ).form,
    };
    await t.db.deleteFrom('payment_events').where('store_id', '=', b.m.storeId).execute();
    await t.db.updateTable('orders').set({ paid_at: null, paid_via: null }).where('id', '=', ob.id).execute();
    form.cpm_site_id = SITE_A.siteId;
    const cross = await double.notifyFor(
      { ...tx, siteId: SITE_A.siteId, notifyUrl: `${t.config.publicUrl}/api/payments/cinetpay/${a.m.storeId}/notify` },
      { form },
    );
    expect(cross.status).toBe(200);
    expect(cross.body?.outcome).toBe('unknown-session');
    expect((await orderRow(ob.id)).paid_at).toBeNull();
  });

  it('an unpaid session expires back to « à payer » and a new « Payer maintenant » opens another', async () => {
    const s = await connectedStore();
    const o = await order(s);
    const first = await payNow(s.m.slug, o.code, { orderId: o.id });
    const waiting = await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/orders/${o.code}/state`, { orderId: o.id });
    expect(waiting.data.data).toMatchObject({ paid: false, canPayOnline: true, paymentWaiting: true });
    const session = await sessionOf(o.id);
    await t.db
      .updateTable('payment_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', session.id)
      .execute();
    const expired = await fromIp(t, freshIp(), `/api/shop/${s.m.slug}/orders/${o.code}/state`, { orderId: o.id });
    expect(expired.data.data).toMatchObject({ paid: false, canPayOnline: true, paymentWaiting: false });
    const second = await payNow(s.m.slug, o.code, { orderId: o.id });
    expect(second.data.data.paymentUrl).not.toBe(first.data.data.paymentUrl);
    // The money of the expired session arriving late is still money received: the order is paid once.
    expect((await double.pay(session.id)).body?.outcome).toBe('paid');
    const newest = await sessionOf(o.id);
    expect((await double.pay(newest.id)).body?.outcome).toBe('already-paid');
  });

  it('the return address sends her to her order’s follow page; a stranger cannot open a session', async () => {
    const s = await connectedStore();
    const o = await order(s);
    await payNow(s.m.slug, o.code, { orderId: o.id });
    const session = await sessionOf(o.id);
    const back = await t.app.request(`/api/payments/cinetpay/${s.m.storeId}/return`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `transaction_id=${session.id}`,
    });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${t.config.publicUrl}/${s.m.slug}/suivi?code=${o.code}`);
    const stranger = await payNow(s.m.slug, o.code, { phone: '70999999' });
    expect(stranger.status).toBe(404);
  });
});
