import { vi, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { handleError } from '../http/errors';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { signAccessToken } from './access-token';
import { requireAuth, requireRole } from './guards';
import { createUser } from '../testing/factories';

// scrypt at N=2^17 costs ~0.3 s per sign-in on an idle core and several times that on a busy shared machine:
// the cost is deliberate, so these tests get more time instead of a weaker hash.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/**
 * Role guards on a tiny test-only app (same deps, same error handler as the real one), so the rules are checked
 * independently of which domain routes exist yet.
 */
let t: TestContext;
let guarded: Hono<AppEnv>;
let merchantToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestContext();
  guarded = new Hono<AppEnv>();
  guarded.use('*', async (c, next) => {
    c.set('deps', t.deps);
    await next();
  });
  guarded.get('/merchant-only', requireAuth, requireRole('user'), (c) => c.json({ ok: c.var.auth.userId }));
  guarded.get('/admin-only', requireAuth, requireRole('admin'), (c) => c.json({ ok: c.var.auth.userId }));
  guarded.onError((err, c) => handleError(err, c, () => {}));
  await createUser(t.db, t.config, { role: 'user', email: 'merchant@test.local', password: 'Merchant1234' });
  await createUser(t.db, t.config, { role: 'admin', email: 'boss@test.local', password: 'Admin1234' });
  const signIn = async (emailOrPhone: string, password: string) =>
    (await requestJson(t.app, 'POST', '/api/login', { emailOrPhone, password })).data.token as string;
  merchantToken = await signIn('merchant@test.local', 'Merchant1234');
  adminToken = await signIn('boss@test.local', 'Admin1234');
});
afterAll(async () => t.close());

const get = (path: string, token?: string) =>
  guarded.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('role guards', () => {
  it('a user route accepts a merchant and refuses an admin with 403', async () => {
    expect((await get('/merchant-only', merchantToken)).status).toBe(200);
    const res = await get('/merchant-only', adminToken);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toMatch(/Accès refusé/);
  });

  it('an admin route accepts an admin and refuses a merchant with 403', async () => {
    expect((await get('/admin-only', adminToken)).status).toBe(200);
    expect((await get('/admin-only', merchantToken)).status).toBe(403);
  });

  it('no token, a malformed header, a forged or an expired token answer 401', async () => {
    expect((await get('/merchant-only')).status).toBe(401);
    expect((await guarded.request('/merchant-only', { headers: { authorization: merchantToken } })).status).toBe(401);
    const forged = await signAccessToken({ userId: 'x', role: 'admin' }, 'another-secret-another-secret-1234', 60);
    expect((await get('/admin-only', forged)).status).toBe(401);
    const auth = {
      userId: (
        await t.db.selectFrom('users').select('id').where('email', '=', 'merchant@test.local').executeTakeFirstOrThrow()
      ).id,
      role: 'user' as const,
    };
    const expired = await signAccessToken(auth, t.config.jwtSecret, -10);
    expect((await get('/merchant-only', expired)).status).toBe(401);
  });

  it('a token whose role no longer matches the account answers 401 (a merchant cannot mint itself admin)', async () => {
    const merchant = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'merchant@test.local')
      .executeTakeFirstOrThrow();
    const promoted = await signAccessToken({ userId: merchant.id, role: 'admin' }, t.config.jwtSecret, 60);
    expect((await get('/admin-only', promoted)).status).toBe(401);
  });
});
