import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant, createProduct } from '../testing/factories';
import { fromIp, shopper, syncUpsert } from '../testing/requests';
import { newId } from '../ids';

/**
 * What an operator sees of the server: GET /metrics (Prometheus text, behind METRICS_TOKEN) and one JSON log line a
 * request, with its id and route pattern, and never a password, token, code, phone number or e-mail address.
 */

const TOKEN = 'jeton-de-mesure-0123456789';
let t: TestContext;
let lines: string[];
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestContext({ METRICS_TOKEN: TOKEN, SIGNUP_LIMIT: '1000' });
  lines = [];
  // The same app as the server's, its logs written to memory instead of stdout.
  app = createApp({ ...t.deps, log: createLogger('info', { write: (line: string) => void lines.push(line) }) });
});
afterAll(async () => t.close());

const metrics = async (token = TOKEN) => {
  const res = await app.request('/metrics', { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') };
};
const sample = (text: string, name: string, labels = '') => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line ? Number(line.split(' ').pop()) : 0;
};

describe('GET /metrics', () => {
  it('is refused without the token, and absent when METRICS_TOKEN is not set', async () => {
    expect((await app.request('/metrics')).status).toBe(401);
    expect((await metrics('pas-le-bon-jeton-0000')).status).toBe(401);
    const bare = await createTestContext();
    try {
      expect((await bare.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('counts requests by route pattern and status class, orders, sync and the queue, never by slug or id', async () => {
    const merchant = await createMerchant(t.db, t.config, { slug: 'mesure-boutique' });
    const { productId } = await createProduct(t.db, merchant.storeId, { stock: 50 });
    const before = await metrics();
    expect(before.status).toBe(200);
    expect(before.type).toContain('text/plain');

    const order = await fromIp(t, '10.9.0.1', `/api/shop/${merchant.slug}/orders`, shopper(productId));
    expect(order.status).toBe(201);
    // through the observed app too
    const res = await app.request(`/api/shop/${merchant.slug}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(shopper(productId)),
    });
    expect(res.status).toBe(201);
    const push = await requestJson(
      app,
      'POST',
      '/api/sync/push',
      {
        clientId: 'tablette',
        mutations: [
          syncUpsert('customers', newId(), { firstName: 'Awa', lastName: 'K', phone: '70 00 00 01', city: 'Ouaga' }),
          syncUpsert('customers', newId(), { firstName: 'Ali', lastName: 'K', phone: '70 00 00 02', city: 'Ouaga' }),
        ],
      },
      merchant.token,
    );
    expect(push.status).toBe(200);
    expect((await requestJson(app, 'GET', '/api/sync/pull?since=0', undefined, merchant.token)).status).toBe(200);
    expect((await app.request(`/api/orders/${newId()}`, { headers: { authorization: 'Bearer x' } })).status).toBe(401);

    const after = await metrics();
    const orders = 'route="/api/shop/:slug/orders",method="POST",status="2xx"';
    // Two orders: one registry a process, whichever app instance answered.
    expect(
      sample(after.text, 'boutique_http_requests_total', orders) -
        sample(before.text, 'boutique_http_requests_total', orders),
    ).toBe(2);
    expect(sample(after.text, 'boutique_http_request_duration_seconds_count', orders)).toBeGreaterThanOrEqual(1);
    expect(sample(after.text, 'boutique_http_requests_total', 'route="/api/orders/*",method="GET",status="4xx"')).toBe(
      1,
    );
    expect(
      sample(after.text, 'boutique_shopper_orders_total') - sample(before.text, 'boutique_shopper_orders_total'),
    ).toBe(2);
    expect(sample(after.text, 'boutique_sync_pushes_total') - sample(before.text, 'boutique_sync_pushes_total')).toBe(
      1,
    );
    expect(sample(after.text, 'boutique_sync_pulls_total') - sample(before.text, 'boutique_sync_pulls_total')).toBe(1);
    expect(
      sample(after.text, 'boutique_sync_rows_total', 'direction="push"') -
        sample(before.text, 'boutique_sync_rows_total', 'direction="push"'),
    ).toBe(2);
    // The new store's publication is queued (publishing is off in tests): the gauge is read at scrape.
    expect(sample(after.text, 'boutique_publication_queue_length', 'status="queued"')).toBeGreaterThanOrEqual(1);
    for (const name of ['boutique_bucket_errors_total', 'boutique_database_errors_total', 'process_cpu_seconds_total'])
      expect(after.text).toContain(`# TYPE ${name}`);
    // No label carries a slug, an id or a raw path.
    expect(after.text).not.toContain(merchant.slug);
    expect(after.text).not.toContain(merchant.storeId);
  });
});

describe('request ids and JSON logs', () => {
  it("keeps a proxy's well-formed X-Request-Id, replaces a malformed one, and echoes it", async () => {
    const kept = await app.request('/api/health', { headers: { 'X-Request-Id': 'lb-7f3a9c21-0001' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a9c21-0001');
    const replaced = await app.request('/api/health', { headers: { 'X-Request-Id': 'a b<script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const made = await app.request('/api/health');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const logged = lines.map((l) => JSON.parse(l));
    expect(logged.some((l) => l.requestId === 'lb-7f3a9c21-0001' && l.route === '/api/health')).toBe(true);
    expect(lines.join('\n')).not.toContain('<script>');
  });

  it('a full flow (sign-up, sign-in, an order with a phone, a password reset) logs one line a request and no secret', async () => {
    lines.length = 0;
    const email = 'Aminata.Log@Exemple.com';
    const password = 'MotDePasse-Secret-42';
    const newPassword = 'Nouveau-Secret-77';
    const phone = '+226 71 23 45 67';
    const register = await requestJson(app, 'POST', '/api/register', {
      firstName: 'Aminata',
      lastName: 'Traoré',
      emailOrPhone: email,
      password,
      confirmPass: password,
      termCondition: true,
    });
    expect(register.status).toBe(201);
    const login = await requestJson(app, 'POST', '/api/login', { emailOrPhone: email, password });
    expect(login.status).toBe(200);
    const accessToken = login.data.token as string;
    const refreshToken = (login.data.refreshToken ?? login.data.refresh_token ?? '') as string;
    expect((await requestJson(app, 'GET', '/api/user', undefined, accessToken)).status).toBeLessThan(500);

    const merchant = await createMerchant(t.db, t.config, { slug: 'journal-boutique' });
    const { productId } = await createProduct(t.db, merchant.storeId, { stock: 5 });
    const shopperEmail = 'cliente.discrete@exemple.sn';
    const order = await requestJson(app, 'POST', `/api/shop/${merchant.slug}/orders`, {
      ...shopper(productId, { phone, email: shopperEmail, quantity: '1' }),
    });
    expect(order.status).toBe(201);
    const orderCode = order.data.data.code as string;
    expect(
      (
        await requestJson(
          app,
          'GET',
          `/api/shop/${merchant.slug}/orders/${orderCode}?phone=${encodeURIComponent(phone)}`,
        )
      ).status,
    ).toBeLessThan(500);

    const forgot = await requestJson(app, 'POST', '/api/password/forgot', { emailOrPhone: email });
    expect(forgot.status).toBe(200);
    const resetToken = forgot.data.token as string;
    const otp = /\b(\d{6})\b/.exec(t.sent.at(-1)!.text)![1]!;
    expect((await requestJson(app, 'POST', '/api/password/verify', { token: resetToken, otp })).status).toBe(200);
    const reset = await requestJson(app, 'POST', '/api/password/reset', {
      emailOrPhone: email,
      otp,
      password: newPassword,
      confirmPass: newPassword,
    });
    expect(reset.status).toBe(200);
    // A failure that names a person: the message is scrubbed whatever the caller wrote.
    createLogger('info', { write: (l: string) => void lines.push(l) }).error(
      `envoi à ${email} / ${phone} impossible`,
      new Error(`refusé pour ${shopperEmail}`),
      { phone, token: accessToken },
    );

    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const requests = logged.filter((l) => l.msg === 'requête');
    expect(requests.length).toBeGreaterThanOrEqual(8);
    for (const r of requests) {
      expect(r).toMatchObject({ level: 'info', method: expect.any(String), route: expect.any(String) });
      expect(r.requestId).toEqual(expect.any(String));
      expect(r.status).toEqual(expect.any(Number));
      expect(r.ms).toEqual(expect.any(Number));
    }
    expect(requests.map((r) => r.route)).toContain('/api/shop/:slug/orders');
    const all = lines.join('\n');
    const secrets = [
      password,
      newPassword,
      accessToken,
      refreshToken,
      resetToken,
      otp,
      orderCode,
      email,
      email.toLowerCase(),
      shopperEmail,
      phone,
      '71 23 45 67',
      '+22671234567',
      merchant.slug,
    ].filter((s) => s.length > 0);
    for (const secret of secrets) expect(all, secret).not.toContain(secret);
  });
});
