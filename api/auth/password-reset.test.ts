import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createUser } from '../testing/factories';
import { TOO_MANY_CODES, TOO_MANY_TRIES } from '#shared/messages';
import { resetCaps } from './password-reset';

let t: TestContext;
beforeAll(async () => (t = await createTestContext()));
afterAll(async () => t.close());

const forgot = (emailOrPhone: string) => requestJson(t.app, 'POST', '/api/password/forgot', { emailOrPhone });
const verify = (token: string, otp: string) => requestJson(t.app, 'POST', '/api/password/verify', { token, otp });
const reset = (emailOrPhone: string, otp: string) =>
  requestJson(t.app, 'POST', '/api/password/reset', {
    emailOrPhone,
    otp,
    password: 'Nouveau123',
    confirmPass: 'Nouveau123',
  });
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
/** What an observer sees of an answer, the token aside (it is random by design). */
const visible = (res: { status: number; data: any; headers: Headers }) => ({
  status: res.status,
  body: { ...res.data, token: typeof res.data?.token },
  contentType: res.headers.get('content-type'),
});

describe('POST /api/password/forgot tells nothing about the account', () => {
  it('answers a known and an unknown account the same way, with a fresh token on every request', async () => {
    await createUser(t.db, t.config, { role: 'user', email: 'connue@test.local', password: 'Connue1234' });
    const before = t.sent.length;
    const known = [await forgot('connue@test.local'), await forgot('connue@test.local')];
    const unknown = [await forgot('inconnue@test.local'), await forgot('inconnue@test.local')];

    for (const res of [...known, ...unknown]) {
      expect(visible(res)).toEqual(visible(known[0]!));
      expect(res.data.token).toMatch(/^[0-9a-f-]{36}$/);
    }
    // A second request (a replay) never answers the first token again, account or not.
    const tokens = [...known, ...unknown].map((r) => r.data.token);
    expect(new Set(tokens).size).toBe(4);
    // Only the account's owner hears about it, once (the second request within a minute reuses the code).
    expect(t.sent.slice(before).map((m) => m.to)).toEqual(['connue@test.local']);
  });

  it('answers the same to wrong codes, to too many tries and to a reset, known account or not', async () => {
    await createUser(t.db, t.config, { role: 'user', email: 'essais@test.local', password: 'Essais1234' });
    const before = t.sent.length;
    const knownTokens = [
      (await forgot('essais@test.local')).data.token,
      (await forgot('essais@test.local')).data.token,
    ];
    const unknownTokens = [
      (await forgot('fantome@test.local')).data.token,
      (await forgot('fantome@test.local')).data.token,
    ];
    const code = codeIn(t.sent[before]!.text);
    const wrong = code === '123456' ? '654321' : '123456';

    // Tries alternate between the two tokens of each identifier: they share one code and one count of tries.
    for (let i = 0; i < 6; i++) {
      const k = await verify(knownTokens[i % 2]!, wrong);
      const u = await verify(unknownTokens[i % 2]!, wrong);
      expect(visible(u), `try ${i + 1}`).toEqual(visible(k));
      expect(k.status).toBe(422);
      expect(k.data.errors.otp[0]).toMatch(i < 5 ? /invalide/ : /Trop de tentatives/);
    }
    expect(visible(await reset('fantome@test.local', wrong))).toEqual(visible(await reset('essais@test.local', wrong)));
    // A token nobody was given reads like any wrong code.
    const madeUp = await verify('0190a6a4-0000-7000-8000-000000000000', wrong);
    expect(madeUp.status).toBe(422);
    expect(madeUp.data.errors.otp[0]).toMatch(/invalide/);
  });

  it('still resets the password with the code received, through the token of either request', async () => {
    await createUser(t.db, t.config, { role: 'user', email: 'marche@test.local', password: 'Marche1234' });
    const before = t.sent.length;
    const first = (await forgot('marche@test.local')).data.token;
    const second = (await forgot('marche@test.local')).data.token;
    const mail = t.sent[before]!;
    expect(mail.text).toContain(`/auth/verify/${first}`);
    const code = codeIn(mail.text);
    expect((await verify(second, code)).status).toBe(200);
    expect((await verify(first, code)).status).toBe(200);
    expect((await reset('marche@test.local', code)).status).toBe(200);
    const login = await requestJson(t.app, 'POST', '/api/login', {
      emailOrPhone: 'marche@test.local',
      password: 'Nouveau123',
    });
    expect(login.status).toBe(200);
    // Once used, the code is dead through every token.
    expect((await verify(second, code)).status).toBe(422);
  });

  it('a new request after the resend delay sends a new code and the old one stops working', async () => {
    await createUser(t.db, t.config, { role: 'user', email: 'relance@test.local', password: 'Relance1234' });
    const before = t.sent.length;
    const first = (await forgot('relance@test.local')).data.token;
    const oldCode = codeIn(t.sent[before]!.text);
    // Age the first code past the resend delay.
    await t.db
      .updateTable('password_resets')
      .set({ created_at: new Date(Date.now() - 120_000).toISOString() })
      .where('identifier', '=', 'relance@test.local')
      .execute();
    const second = (await forgot('relance@test.local')).data.token;
    expect(t.sent.length).toBe(before + 2);
    const newCode = codeIn(t.sent[before + 1]!.text);
    if (newCode !== oldCode) expect((await verify(first, oldCode)).status).toBe(422);
    expect((await verify(second, newCode)).status).toBe(200);
  });
});

describe('password-reset codes and tries are capped per account and per address per day', () => {
  let p: TestContext;
  beforeAll(async () => (p = await createTestContext({ TRUST_PROXY: 'true' })));
  afterAll(async () => p.close());
  const from = (ip: string, url: string, body: unknown) =>
    requestJson(p.app, 'POST', url, body, undefined, { 'x-forwarded-for': ip });

  it('refuses a sixth code of the day for one account, known or not, with a French 429', async () => {
    await createUser(p.db, p.config, { role: 'user', email: 'codes@test.local', password: 'Codes1234' });
    for (const who of ['codes@test.local', 'personne@test.local']) {
      for (let i = 0; i < resetCaps.codesPerAccount; i++) {
        // From a new address every time: the account's own cap is what stops them.
        expect((await from(`10.1.0.${i}`, '/api/password/forgot', { emailOrPhone: who })).status).toBe(200);
      }
      const refused = await from('10.1.1.1', '/api/password/forgot', { emailOrPhone: who });
      expect(refused.status).toBe(429);
      expect(refused.data).toEqual({ message: TOO_MANY_CODES });
    }
    // Tomorrow the account gets its codes again.
    await p.db.updateTable('daily_counters').set({ day: '2000-01-01' }).execute();
    expect((await from('10.1.1.1', '/api/password/forgot', { emailOrPhone: 'codes@test.local' })).status).toBe(200);
  });

  it('refuses codes from one address past its daily cap, whatever account it asks for', async () => {
    const cap = resetCaps.codesPerAddress;
    resetCaps.codesPerAddress = 3;
    try {
      for (let i = 0; i < 3; i++)
        expect((await from('10.2.0.1', '/api/password/forgot', { emailOrPhone: `a${i}@test.local` })).status).toBe(200);
      const refused = await from('10.2.0.1', '/api/password/forgot', { emailOrPhone: 'a9@test.local' });
      expect(refused.status).toBe(429);
      expect(refused.data.message).toBe(TOO_MANY_CODES);
      // Another address is not blocked by it.
      expect((await from('10.2.0.2', '/api/password/forgot', { emailOrPhone: 'a9@test.local' })).status).toBe(200);
    } finally {
      resetCaps.codesPerAddress = cap;
    }
  });

  it('stops tries on one account at its daily cap, even with the right code and from new addresses', async () => {
    await createUser(p.db, p.config, { role: 'user', email: 'devine@test.local', password: 'Devine1234' });
    const before = p.sent.length;
    const token = (await from('10.3.0.1', '/api/password/forgot', { emailOrPhone: 'devine@test.local' })).data.token;
    const code = codeIn(p.sent[before]!.text);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < resetCaps.triesPerAccount; i++) {
      const res =
        i % 2
          ? await from(`10.3.1.${i}`, '/api/password/verify', { token, otp: wrong })
          : await from(`10.3.1.${i}`, '/api/password/reset', {
              emailOrPhone: 'devine@test.local',
              otp: wrong,
              password: 'Nouveau123',
              confirmPass: 'Nouveau123',
            });
      expect(res.status, `try ${i + 1}`).toBe(422);
    }
    // A fresh code (new request after the resend delay) does not give more tries today.
    await p.db
      .updateTable('password_resets')
      .set({ created_at: new Date(Date.now() - 120_000).toISOString() })
      .where('identifier', '=', 'devine@test.local')
      .execute();
    const again = (await from('10.3.2.1', '/api/password/forgot', { emailOrPhone: 'devine@test.local' })).data.token;
    const fresh = codeIn(p.sent[p.sent.length - 1]!.text);
    const refused = await from('10.3.2.2', '/api/password/verify', { token: again, otp: fresh });
    expect(refused.status).toBe(429);
    expect(refused.data).toEqual({ message: TOO_MANY_TRIES });
  });

  it('stops tries from one address past its daily cap, over any accounts and made-up tokens', async () => {
    const cap = resetCaps.triesPerAddress;
    resetCaps.triesPerAddress = 4;
    try {
      const token = '0190a6a4-0000-7000-8000-000000000000';
      for (let i = 0; i < 4; i++)
        expect((await from('10.4.0.1', '/api/password/verify', { token, otp: '000000' })).status).toBe(422);
      const refused = await from('10.4.0.1', '/api/password/verify', { token, otp: '000000' });
      expect(refused.status).toBe(429);
      expect(refused.data.message).toBe(TOO_MANY_TRIES);
    } finally {
      resetCaps.triesPerAddress = cap;
    }
  });
});
