import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { TOO_MANY_SIGNUPS } from './routes';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

// Behind one trusted proxy, so that each test request can name its client address.
let t: TestContext;
beforeAll(async () => (t = await createTestContext({ SIGNUP_LIMIT: '3', TRUST_PROXY: 'true' })));
afterAll(async () => t.close());

const signUp = (n: string, address: string) =>
  requestJson(
    t.app,
    'POST',
    '/api/register',
    {
      firstName: 'Awa',
      lastName: 'Traoré',
      emailOrPhone: `inscrite-${n}@test.local`,
      password: 'Inscrite123',
      confirmPass: 'Inscrite123',
      termCondition: true,
    },
    undefined,
    { 'x-forwarded-for': address },
  );

describe('sign-ups are limited per client address', () => {
  it('answers 429 in French after SIGNUP_LIMIT sign-ups from one address, and other addresses still sign up', async () => {
    for (const n of ['a', 'b', 'c']) expect((await signUp(n, '10.0.0.1')).status).toBe(201);
    const refused = await signUp('d', '10.0.0.1');
    expect(refused.status).toBe(429);
    expect(refused.data.message).toBe(TOO_MANY_SIGNUPS);
    // Refused before any hashing or account creation.
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'inscrite-d@test.local').execute()).toEqual(
      [],
    );
    expect((await signUp('e', '10.0.0.2')).status).toBe(201);
  });
});
