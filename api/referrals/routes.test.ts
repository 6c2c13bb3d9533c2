import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY, EMAIL_INVALID, PHONE_INVALID } from '#shared/messages';
import {
  INVITATION_RATE_MESSAGE,
  INVITATION_SENT,
  INVITATIONS_PER_HOUR,
  REFERRAL_ALREADY_CREDITED,
  REFERRAL_CREDITED,
  REFERRAL_CYCLE,
  REFERRAL_OWN_CODE,
  REFERRAL_UNKNOWN,
  type ReferralsDto,
} from '#shared/schemas/referral';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createAdmin, createMerchant, createUser, subscribe } from '../testing/factories';

// One app for the whole file: every test makes its own accounts.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ PUBLIC_URL: 'https://boutique.example' });
});
afterAll(async () => {
  await t.close();
});

const referrals = async (token: string) => {
  const res = await requestJson(t.app, 'GET', '/api/referrals', undefined, token);
  expect(res.status).toBe(200);
  return res.data.data as ReferralsDto;
};
const claim = (token: string, code: unknown) => requestJson(t.app, 'POST', '/api/referrals/claim', { code }, token);
const invite = (token: string, to: unknown) => requestJson(t.app, 'POST', '/api/referrals/invitations', { to }, token);

async function signUp(firstName: string, referral?: string) {
  return requestJson(t.app, 'POST', '/api/register', {
    firstName,
    lastName: 'Filleule',
    emailOrPhone: `${firstName.toLowerCase()}-${Date.now()}${Math.random().toString(36).slice(2, 6)}@test.local`,
    password: 'Secret12',
    confirmPass: 'Secret12',
    termCondition: true,
    ...(referral !== undefined ? { referral } : {}),
  });
}

describe('referrals: code, share link and the merchants who signed up with it', () => {
  it('gives her code and /auth/signup?ref=CODE; a friend who signs up with it is listed with name, date, plan, paying', async () => {
    const awa = await createMerchant(t.db, t.config, { firstName: 'Awa', lastName: 'Marraine' });
    const mine = await referrals(awa.token);
    expect(mine.code).toMatch(/^[A-Z0-9-]+$/);
    expect(mine.link).toBe(`https://boutique.example/auth/signup?ref=${mine.code}`);
    expect(mine.referred).toEqual([]);
    expect(mine.credited).toBe(false);

    // The code is read case-insensitively, as a friend may type it.
    expect((await signUp('Binta', mine.code.toLowerCase())).status).toBe(201);
    const listed = (await referrals(awa.token)).referred;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name: 'Binta Filleule', plan: 'free', paying: false, storeName: null });
    expect(Date.now() - Date.parse(listed[0]!.signedUpAt)).toBeLessThan(60_000);

    // Once she pays (an active paid subscription), the list says so.
    await subscribe(t.db, listed[0]!.id, 'active', 'premium');
    expect((await referrals(awa.token)).referred[0]).toMatchObject({ plan: 'premium', paying: true });
    // A suspended paid subscription does not count as paying.
    await subscribe(t.db, listed[0]!.id, 'suspended', 'premium');
    expect((await referrals(awa.token)).referred[0]).toMatchObject({ paying: false });

    // Another merchant sees only her own list: referrals are read from the token, never from the URL.
    const other = await createMerchant(t.db, t.config);
    expect((await referrals(other.token)).referred).toEqual([]);
  });

  it("a sign-up with an unknown code is refused with 'Code de parrainage inconnu.'", async () => {
    const res = await signUp('Coumba', 'ZZZZZZZZ');
    expect(res.status).toBe(422);
    expect(res.data.errors.referral).toEqual([REFERRAL_UNKNOWN]);
  });

  it('crediting: never her own code, once per account, never to someone she sponsored; unknown and empty codes refused', async () => {
    const awa = await createMerchant(t.db, t.config);
    const fatou = await createUser(t.db, t.config, { firstName: 'Fatou' });
    const awaCode = (await referrals(awa.token)).code;
    const fatouCode = (await referrals(fatou.token)).code;

    let res = await claim(awa.token, awaCode);
    expect(res.status).toBe(422);
    expect(res.data).toEqual({ message: REFERRAL_OWN_CODE, errors: { code: [REFERRAL_OWN_CODE] } });
    expect((await claim(awa.token, 'NOPE1234')).data.errors.code).toEqual([REFERRAL_UNKNOWN]);
    expect((await claim(awa.token, '  ')).data.errors.code).toEqual([EMPTY]);

    res = await claim(fatou.token, awaCode.toLowerCase());
    expect(res.status).toBe(200);
    expect(res.data.message).toBe(REFERRAL_CREDITED);
    expect((await referrals(fatou.token)).credited).toBe(true);
    expect((await referrals(awa.token)).referred.map((r) => r.id)).toEqual([fatou.userId]);

    // Credited once: neither the same code again nor another one.
    const third = await createMerchant(t.db, t.config);
    const thirdCode = (await referrals(third.token)).code;
    for (const code of [awaCode, thirdCode]) {
      res = await claim(fatou.token, code);
      expect(res.status).toBe(422);
      expect(res.data.errors.code).toEqual([REFERRAL_ALREADY_CREDITED]);
    }
    // Awa sponsored Fatou: Fatou's code cannot credit Awa (no loop).
    res = await claim(awa.token, fatouCode);
    expect(res.data.errors.code).toEqual([REFERRAL_CYCLE]);

    // Two claims at the same moment credit one sponsor.
    const newcomer = await createUser(t.db, t.config);
    const both = await Promise.all([claim(newcomer.token, awaCode), claim(newcomer.token, thirdCode)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    const inLists = [...(await referrals(awa.token)).referred, ...(await referrals(third.token)).referred].filter(
      (r) => r.id === newcomer.userId,
    );
    expect(inLists).toHaveLength(1);

    // An account that signed up with a link is already credited.
    expect((await signUp('Aminata', thirdCode)).status).toBe(201);
  });

  it('invites by email or phone through the outbox with her link; bad addresses and floods refused in French', async () => {
    const awa = await createUser(t.db, t.config, { firstName: 'Awa', lastName: 'Diallo' });
    const { link } = await referrals(awa.token);
    const before = t.sent.length;
    let res = await invite(awa.token, 'Amie@Example.com');
    expect(res.status).toBe(201);
    expect(res.data.message).toBe(INVITATION_SENT);
    res = await invite(awa.token, '+226 70 11 22 33');
    expect(res.status).toBe(201);
    const sent = t.sent.slice(before);
    expect(sent.map((m) => m.to)).toEqual(['amie@example.com', '+22670112233']);
    for (const m of sent) {
      expect(m.subject).toBe('Awa Diallo vous invite sur Boutique');
      expect(m.text).toContain(link);
    }

    expect((await invite(awa.token, '')).data.errors.to).toEqual([EMPTY]);
    expect((await invite(awa.token, 'amie@')).data.errors.to).toEqual([EMAIL_INVALID]);
    expect((await invite(awa.token, '12')).data.errors.to).toEqual([PHONE_INVALID]);

    for (let i = 2; i < INVITATIONS_PER_HOUR; i++) await invite(awa.token, `amie${i}@example.com`);
    res = await invite(awa.token, 'une-de-trop@example.com');
    expect(res.status).toBe(429);
    expect(res.data.message).toBe(INVITATION_RATE_MESSAGE);
  });

  it('is for merchants: no token 401, an administrator 403, a suspended merchant cannot invite', async () => {
    expect((await requestJson(t.app, 'GET', '/api/referrals')).status).toBe(401);
    const admin = await createAdmin(t.db, t.config);
    expect((await requestJson(t.app, 'GET', '/api/referrals', undefined, admin.token)).status).toBe(403);
    const suspended = await createUser(t.db, t.config, { subscription: 'suspended' });
    expect((await invite(suspended.token, 'amie@example.com')).status).toBe(403);
    expect((await requestJson(t.app, 'GET', '/api/referrals', undefined, suspended.token)).status).toBe(200);
  });
});
