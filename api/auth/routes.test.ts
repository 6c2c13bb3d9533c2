import { vi, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import {
  EMPTY,
  EMAIL_INVALID,
  PASS_MISMATCH,
  PASS_TOO_SHORT,
  TERMS,
  NO_REFRESH_TOKEN,
  LOWERCASE_REQUIRED,
  UPPERCASE_REQUIRED,
} from '#shared/messages';
import { verifyAccessToken } from './access-token';
import {
  WRONG_CREDENTIALS,
  SESSION_EXPIRED,
  EMAIL_TAKEN,
  PHONE_TAKEN,
  REFERRAL_UNKNOWN,
  CURRENT_PASSWORD_WRONG,
} from './routes';
import { createUser } from '../testing/factories';
import { withProductionHashCost } from '../testing/hash-cost';

// Passwords hash at the harness's test cost here (api/testing/hash-cost.ts), but for the registration test that reads
// the stored hash: at N=2^17 one hash takes ~0.3 s on an idle core and seconds on a busy shared machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/** One database for the whole file: each test uses its own accounts. */
let t: TestContext;
let adminId: string;
beforeAll(async () => {
  // Every sign-up here comes from the same (socket-less) address: the per-address limit has its own test.
  t = await createTestContext({ ACCESS_TOKEN_TTL: '600', SIGNUP_LIMIT: '1000' });
  adminId = (await createUser(t.db, t.config, { role: 'admin', email: 'admin@test.local', password: 'Admin1234' }))
    .userId;
});
afterAll(async () => t.close());

const registration = (emailOrPhone: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Awa',
  lastName: 'Ouédraogo',
  emailOrPhone,
  password: 'secret1',
  confirmPass: 'secret1',
  termCondition: true,
  ...extra,
});

const login = (emailOrPhone: string, password: string, remember = false) =>
  requestJson(t.app, 'POST', '/api/login', { emailOrPhone, password, remember });

describe('POST /api/register', () => {
  it('creates a merchant on the free plan, stores the email lower-cased and notifies the admins', async () => {
    // At the production cost: the stored hash must be scrypt N=2^17.
    const res = await withProductionHashCost(() =>
      requestJson(t.app, 'POST', '/api/register', registration('  Awa.Reg@Example.COM ')),
    );
    expect(res.status).toBe(201);
    expect(typeof res.data.message).toBe('string');
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'awa.reg@example.com')
      .executeTakeFirstOrThrow();
    expect(user.role).toBe('user');
    expect(user.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(user.password_hash).not.toContain('secret1');
    const sub = await t.db
      .selectFrom('subscriptions')
      .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
      .select(['plans.name', 'subscriptions.status'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(sub).toEqual({ name: 'free', status: 'active' });
    const note = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', adminId)
      .where('type', '=', 'register')
      .where('related_id', '=', user.id)
      .executeTakeFirst();
    expect(note).toBeDefined();
  });

  it('stores a phone in E.164 with +226 by default and refuses the same number typed differently', async () => {
    const first = await requestJson(t.app, 'POST', '/api/register', registration('70 11 22 33'));
    expect(first.status).toBe(201);
    const user = await t.db
      .selectFrom('users')
      .select(['phone', 'email'])
      .where('phone', '=', '+22670112233')
      .executeTakeFirst();
    expect(user).toEqual({ phone: '+22670112233', email: null });
    const again = await requestJson(t.app, 'POST', '/api/register', registration('+226 70-11-22-33'));
    expect(again.status).toBe(422);
    expect(again.data.errors).toEqual({ emailOrPhone: [PHONE_TAKEN] });
  });

  it('refuses an email already used, whatever its case', async () => {
    expect((await requestJson(t.app, 'POST', '/api/register', registration('dup@example.com'))).status).toBe(201);
    const res = await requestJson(t.app, 'POST', '/api/register', registration('DUP@example.com'));
    expect(res.status).toBe(422);
    expect(res.data.errors).toEqual({ emailOrPhone: [EMAIL_TAKEN] });
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'dup@example.com').execute()).toHaveLength(
      1,
    );
  });

  it('links a referral code to its owner; an unknown code is a field error and creates nothing', async () => {
    await requestJson(t.app, 'POST', '/api/register', registration('parrain@example.com'));
    const parrain = await t.db
      .selectFrom('users')
      .select(['id', 'referral_code'])
      .where('email', '=', 'parrain@example.com')
      .executeTakeFirstOrThrow();
    const ok = await requestJson(
      t.app,
      'POST',
      '/api/register',
      registration('filleul@example.com', { referral: parrain.referral_code.toLowerCase(), gender: 'female' }),
    );
    expect(ok.status).toBe(201);
    const filleul = await t.db
      .selectFrom('users')
      .select(['referred_by', 'gender'])
      .where('email', '=', 'filleul@example.com')
      .executeTakeFirstOrThrow();
    expect(filleul).toEqual({ referred_by: parrain.id, gender: 'female' });

    const bad = await requestJson(
      t.app,
      'POST',
      '/api/register',
      registration('orphelin@example.com', { referral: 'NOPE1234' }),
    );
    expect(bad.status).toBe(422);
    expect(bad.data.errors).toEqual({ referral: [REFERRAL_UNKNOWN] });
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', 'orphelin@example.com').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('two simultaneous registrations of one address: one account, the other gets the field error', async () => {
    const [a, b] = await Promise.all([
      requestJson(t.app, 'POST', '/api/register', registration('race@example.com')),
      requestJson(t.app, 'POST', '/api/register', registration('Race@Example.com')),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    expect((a.status === 422 ? a : b).data.errors).toEqual({ emailOrPhone: [EMAIL_TAKEN] });
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'race@example.com').execute()).toHaveLength(
      1,
    );
  });

  it('answers 422 with the specification messages per field', async () => {
    const res = await requestJson(t.app, 'POST', '/api/register', {
      firstName: '',
      emailOrPhone: 'pas-un-email@',
      password: 'secret1',
      confirmPass: 'secret2',
      termCondition: false,
    });
    expect(res.status).toBe(422);
    expect(res.data.errors).toEqual({
      firstName: [EMPTY],
      lastName: [EMPTY],
      emailOrPhone: [EMAIL_INVALID],
      termCondition: [TERMS],
      confirmPass: [PASS_MISMATCH],
    });
  });

  it('reports a too-short password AND a different confirmation in the same answer', async () => {
    const res = await requestJson(t.app, 'POST', '/api/register', {
      firstName: 'Awa',
      lastName: 'Test',
      emailOrPhone: 'deux-erreurs@test.local',
      password: 'abc',
      confirmPass: 'abd',
      termCondition: true,
    });
    expect(res.status).toBe(422);
    expect(res.data.errors).toEqual({ password: [PASS_TOO_SHORT], confirmPass: [PASS_MISMATCH] });
  });
});

describe('POST /api/login', () => {
  beforeAll(async () => {
    await createUser(t.db, t.config, {
      role: 'user',
      email: 'login@test.local',
      phone: '+22670000099',
      password: 'Login1234',
    });
  });

  it('signs in by email or phone and answers {token, refresh_token, role}', async () => {
    const byEmail = await login('LOGIN@test.local', 'Login1234');
    expect(byEmail.status).toBe(200);
    expect(Object.keys(byEmail.data).sort()).toEqual(['refresh_token', 'role', 'token']);
    expect(byEmail.data.role).toBe('user');
    const auth = await verifyAccessToken(byEmail.data.token, t.config.jwtSecret);
    expect(auth?.role).toBe('user');
    const byPhone = await login('70 00 00 99', 'Login1234');
    expect(byPhone.status).toBe(200);
  });

  it('gives the same 401 message for a wrong password and an unknown account', async () => {
    const wrong = await login('login@test.local', 'Nope12345');
    const unknown = await login('nobody@test.local', 'Login1234');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.data).toEqual({ message: WRONG_CREDENTIALS });
    expect(unknown.data).toEqual({ message: WRONG_CREDENTIALS });
  });

  it('does not notify the admins when a merchant signs in', async () => {
    const merchant = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'login@test.local')
      .executeTakeFirstOrThrow();
    expect((await login('login@test.local', 'Login1234')).status).toBe(200);
    const notes = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', adminId)
      .where('type', '=', 'login')
      .where('related_id', '=', merchant.id)
      .execute();
    expect(notes).toEqual([]);
  });

  it('signs an admin in with role admin', async () => {
    const res = await login('admin@test.local', 'Admin1234');
    expect(res.status).toBe(200);
    expect(res.data.role).toBe('admin');
  });

  it('uses the configured access-token lifetime', async () => {
    const res = await login('login@test.local', 'Login1234');
    const payload = JSON.parse(Buffer.from(res.data.token.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(600);
  });

  it("keeps a session longer when 'remember' is ticked", async () => {
    const short = await login('login@test.local', 'Login1234', false);
    const long = await login('login@test.local', 'Login1234', true);
    const rows = await t.db
      .selectFrom('refresh_tokens')
      .select(['remember', 'expires_at', 'created_at'])
      .orderBy('created_at', 'desc')
      .limit(2)
      .execute();
    const lifetime = (r: { expires_at: string; created_at: string }) =>
      (Date.parse(r.expires_at) - Date.parse(r.created_at)) / 1000;
    const remembered = rows.find((r) => r.remember === 1)!;
    const session = rows.find((r) => r.remember === 0)!;
    expect(lifetime(remembered)).toBe(t.config.refreshTtlRememberSeconds);
    expect(lifetime(session)).toBe(t.config.refreshTtlSessionSeconds);
    expect(short.data.refresh_token).not.toBe(long.data.refresh_token);
  });
});

describe('refresh, rotation and sign-out', () => {
  beforeAll(async () => {
    await createUser(t.db, t.config, { role: 'user', email: 'rotate@test.local', password: 'Rotate1234' });
  });
  const refresh = (refresh_token?: unknown) =>
    requestJson(t.app, 'POST', '/api/refresh', refresh_token === undefined ? {} : { refresh_token });

  it('without a token answers 401 « No refresh token available »', async () => {
    const res = await refresh();
    expect(res.status).toBe(401);
    expect(res.data).toEqual({ message: NO_REFRESH_TOKEN });
    const empty = await t.app.request('/api/refresh', { method: 'POST' });
    expect(empty.status).toBe(401);
    expect(await empty.json()).toEqual({ message: NO_REFRESH_TOKEN });
  });

  it('rotates the token on every use; reusing a rotated one revokes the whole family', async () => {
    const first = (await login('rotate@test.local', 'Rotate1234')).data.refresh_token as string;
    const r1 = await refresh(first);
    expect(r1.status).toBe(200);
    expect(r1.data.role).toBe('user');
    expect(r1.data.refresh_token).not.toBe(first);
    const second = r1.data.refresh_token as string;

    // The stolen first token comes back: refused, and the legitimate second one dies with its family.
    const replay = await refresh(first);
    expect(replay.status).toBe(401);
    expect(replay.data.message).toBe(SESSION_EXPIRED);
    expect((await refresh(second)).status).toBe(401);

    // Another sign-in (another family) is unaffected.
    const other = (await login('rotate@test.local', 'Rotate1234')).data.refresh_token as string;
    expect((await refresh(other)).status).toBe(200);
  });

  it('two simultaneous refreshes with one token: one wins, the other counts as a replay and ends the family', async () => {
    const token = (await login('rotate@test.local', 'Rotate1234')).data.refresh_token as string;
    const [a, b] = await Promise.all([refresh(token), refresh(token)]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);
    const winner = a.status === 200 ? a : b;
    expect((await refresh(winner.data.refresh_token)).status).toBe(401);
  });

  it('refuses an unknown or expired token', async () => {
    expect((await refresh('not-a-real-token')).status).toBe(401);
    const token = (await login('rotate@test.local', 'Rotate1234')).data.refresh_token as string;
    await t.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('rotated_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    expect((await refresh(token)).status).toBe(401);
  });

  it('logout revokes the family of the given token and always answers 200', async () => {
    const session = (await login('rotate@test.local', 'Rotate1234')).data;
    const rotated = (await refresh(session.refresh_token)).data;
    const out = await requestJson(
      t.app,
      'POST',
      '/api/logout',
      { refresh_token: rotated.refresh_token },
      rotated.token,
    );
    expect(out.status).toBe(200);
    expect(typeof out.data.message).toBe('string');
    expect((await refresh(rotated.refresh_token)).status).toBe(401);
    // Nothing to revoke, no token: still a clean 200.
    expect((await t.app.request('/api/logout', { method: 'POST' })).status).toBe(200);
  });

  it('after sign-out the access tokens of that sign-in are refused at once; another sign-in keeps working', async () => {
    const session = (await login('rotate@test.local', 'Rotate1234')).data;
    const other = (await login('rotate@test.local', 'Rotate1234')).data;
    const rotated = (await refresh(session.refresh_token)).data;
    const me = (token: string) => requestJson(t.app, 'GET', '/api/verifyToken', undefined, token);
    expect((await me(session.token)).status).toBe(200);
    expect((await me(rotated.token)).status).toBe(200);

    await requestJson(t.app, 'POST', '/api/logout', { refresh_token: rotated.refresh_token }, rotated.token);
    // A copy of either access token of the ended sign-in (before or after its refresh) is now worthless.
    expect((await me(session.token)).status).toBe(401);
    expect((await me(rotated.token)).status).toBe(401);
    expect((await me(other.token)).status).toBe(200);

    // A replayed refresh token ends its sign-in the same way: the thief's and the user's access tokens stop.
    const replayed = (await refresh(other.refresh_token)).data;
    expect((await refresh(other.refresh_token)).status).toBe(401);
    expect((await me(replayed.token)).status).toBe(401);
  });

  it("logout with someone else's Bearer does not revoke the token", async () => {
    const mine = (await login('rotate@test.local', 'Rotate1234')).data;
    const admin = (await login('admin@test.local', 'Admin1234')).data;
    await requestJson(t.app, 'POST', '/api/logout', { refresh_token: mine.refresh_token }, admin.token);
    expect((await refresh(mine.refresh_token)).status).toBe(200);
  });
});

describe('GET /api/verifyToken', () => {
  it('answers the current user with its subscription', async () => {
    const { userId: userId } = await createUser(t.db, t.config, {
      role: 'user',
      email: 'verify@test.local',
      password: 'Verify1234',
      firstName: 'Fatou',
      lastName: 'Test',
    });
    const { token } = (await login('verify@test.local', 'Verify1234')).data;
    const res = await requestJson(t.app, 'GET', '/api/verifyToken', undefined, token);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      user: {
        id: userId,
        firstName: 'Fatou',
        lastName: 'Test',
        profile_image: null,
        role: 'user',
        subscription: { plan: 'free', endDate: null, status: 'active' },
      },
    });
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await requestJson(t.app, 'GET', '/api/verifyToken')).status).toBe(401);
    const forged = (await login('admin@test.local', 'Admin1234')).data.token.slice(0, -3) + 'abc';
    expect((await requestJson(t.app, 'GET', '/api/verifyToken', undefined, forged)).status).toBe(401);
  });
});

describe('PUT /api/password', () => {
  it('changes the password after checking the current one and the new-password rules', async () => {
    await createUser(t.db, t.config, { role: 'user', email: 'change@test.local', password: 'Change1234' });
    const { token } = (await login('change@test.local', 'Change1234')).data;
    const put = (body: unknown) => requestJson(t.app, 'PUT', '/api/password', body, token);

    const weak = await put({ currentPassword: 'Change1234', password: 'ABCDEFGH', confirmPass: 'ABCDEFGH' });
    expect(weak.status).toBe(422);
    expect(weak.data.errors).toEqual({ password: [LOWERCASE_REQUIRED] });
    const weakAndDifferent = await put({
      currentPassword: 'Change1234',
      password: 'ABCDEFGH',
      confirmPass: 'ABCDEFGX',
    });
    expect(weakAndDifferent.data.errors).toEqual({ password: [LOWERCASE_REQUIRED], confirmPass: [PASS_MISMATCH] });
    const wrongCurrent = await put({ currentPassword: 'Nope', password: 'Nouveau123', confirmPass: 'Nouveau123' });
    expect(wrongCurrent.status).toBe(422);
    expect(wrongCurrent.data.errors).toEqual({ currentPassword: [CURRENT_PASSWORD_WRONG] });

    const ok = await put({ currentPassword: 'Change1234', password: 'Nouveau123', confirmPass: 'Nouveau123' });
    expect(ok.status).toBe(200);
    expect((await login('change@test.local', 'Change1234')).status).toBe(401);
    expect((await login('change@test.local', 'Nouveau123')).status).toBe(200);
  });

  it('needs a session', async () => {
    const res = await requestJson(t.app, 'PUT', '/api/password', {
      currentPassword: 'a',
      password: 'Abcdefgh',
      confirmPass: 'Abcdefgh',
    });
    expect(res.status).toBe(401);
  });
});

describe('password reset by code', () => {
  const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

  it('sends a 6-digit code to the email; verify then reset; old sessions end', async () => {
    await createUser(t.db, t.config, { role: 'user', email: 'reset@test.local', password: 'Ancien1234' });
    const oldSession = (await login('reset@test.local', 'Ancien1234')).data;
    const before = t.sent.length;
    const forgot = await requestJson(t.app, 'POST', '/api/password/forgot', { emailOrPhone: 'Reset@test.local' });
    expect(forgot.status).toBe(200);
    expect(typeof forgot.data.token).toBe('string');
    const mail = t.sent[before]!;
    expect(mail.to).toBe('reset@test.local');
    const code = codeIn(mail.text)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(`/auth/verify/${forgot.data.token}`);
    // The code is not stored in clear.
    const row = await t.db
      .selectFrom('password_reset_tokens')
      .innerJoin('password_resets', 'password_resets.id', 'password_reset_tokens.reset_id')
      .selectAll('password_resets')
      .where('password_reset_tokens.id', '=', forgot.data.token)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const bad = await requestJson(t.app, 'POST', '/api/password/verify', { token: forgot.data.token, otp: wrongCode });
    expect(bad.status).toBe(422);
    expect(bad.data.errors.otp).toHaveLength(1);
    const good = await requestJson(t.app, 'POST', '/api/password/verify', { token: forgot.data.token, otp: code });
    expect(good.status).toBe(200);

    const weak = await requestJson(t.app, 'POST', '/api/password/reset', {
      emailOrPhone: 'reset@test.local',
      otp: code,
      password: 'nouveau123',
      confirmPass: 'nouveau123',
    });
    expect(weak.status).toBe(422);
    expect(weak.data.errors).toEqual({ password: [UPPERCASE_REQUIRED] });
    const weakAndDifferent = await requestJson(t.app, 'POST', '/api/password/reset', {
      emailOrPhone: 'reset@test.local',
      otp: code,
      password: 'nouveau123',
      confirmPass: 'nouveau124',
    });
    expect(weakAndDifferent.data.errors).toEqual({ password: [UPPERCASE_REQUIRED], confirmPass: [PASS_MISMATCH] });
    const reset = await requestJson(t.app, 'POST', '/api/password/reset', {
      emailOrPhone: 'reset@test.local',
      otp: code,
      password: 'Nouveau123',
      confirmPass: 'Nouveau123',
    });
    expect(reset.status).toBe(200);

    expect((await login('reset@test.local', 'Nouveau123')).status).toBe(200);
    expect((await requestJson(t.app, 'POST', '/api/refresh', { refresh_token: oldSession.refresh_token })).status).toBe(
      401,
    );
    // A code works once.
    const again = await requestJson(t.app, 'POST', '/api/password/reset', {
      emailOrPhone: 'reset@test.local',
      otp: code,
      password: 'Encore1234',
      confirmPass: 'Encore1234',
    });
    expect(again.status).toBe(422);
  });

  it('sends the code to a phone through the same outbox', async () => {
    await createUser(t.db, t.config, { role: 'user', phone: '+22676543210', password: 'Phone1234' });
    const before = t.sent.length;
    const res = await requestJson(t.app, 'POST', '/api/password/forgot', { emailOrPhone: '76 54 32 10' });
    expect(res.status).toBe(200);
    expect(t.sent[before]?.to).toBe('+22676543210');
  });

  it('answers an unknown account exactly like a known one, and sends nothing', async () => {
    const before = t.sent.length;
    const res = await requestJson(t.app, 'POST', '/api/password/forgot', { emailOrPhone: 'ghost@test.local' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.data).sort()).toEqual(['message', 'token']);
    expect(res.data.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(t.sent.length).toBe(before);
  });

  it('stops accepting a code after too many wrong tries', async () => {
    await createUser(t.db, t.config, { role: 'user', email: 'brute@test.local', password: 'Brute1234' });
    const before = t.sent.length;
    const { token } = (await requestJson(t.app, 'POST', '/api/password/forgot', { emailOrPhone: 'brute@test.local' }))
      .data;
    const code = codeIn(t.sent[before]!.text)!;
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) {
      expect((await requestJson(t.app, 'POST', '/api/password/verify', { token, otp: wrongCode })).status).toBe(422);
    }
    const right = await requestJson(t.app, 'POST', '/api/password/verify', { token, otp: code });
    expect(right.status).toBe(422);
    expect(right.data.errors.otp[0]).toMatch(/Trop de tentatives/);
  });
});

describe('malformed bodies never answer 500', () => {
  const raw = (path: string, body: string, method = 'POST') =>
    t.app.request(path, { method, headers: { 'content-type': 'application/json' }, body });

  it.each([
    '/api/register',
    '/api/login',
    '/api/refresh',
    '/api/logout',
    '/api/password/forgot',
    '/api/password/verify',
    '/api/password/reset',
  ])('%s answers 400 for broken JSON and 4xx for wrong shapes', async (path) => {
    expect((await raw(path, '{"emailOrPhone": ')).status).toBe(400);
    for (const body of ['[]', '"text"', '42', 'null']) {
      const res = await raw(path, body);
      expect(res.status, `${path} ${body}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${path} ${body}`).toBeLessThan(500);
    }
    const wrongTypes = await raw(
      path,
      JSON.stringify({ emailOrPhone: 12, password: {}, refresh_token: [], token: 5, otp: 123456, termCondition: 'x' }),
    );
    // Sign-out always succeeds (nothing to revoke); every other route refuses the shape.
    if (path === '/api/logout') expect(wrongTypes.status).toBe(200);
    else expect(wrongTypes.status).toBeGreaterThanOrEqual(400);
    expect(wrongTypes.status).toBeLessThan(500);
    const json = (await wrongTypes.json()) as { message: unknown };
    expect(typeof json.message).toBe('string');
  });
});
