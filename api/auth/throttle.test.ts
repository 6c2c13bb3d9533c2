import { vi, afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { loginThrottlePolicy } from './throttle';
import { WRONG_CREDENTIALS } from './routes';
import { createUser } from '../testing/factories';
import { withProductionHashCost } from '../testing/hash-cost';

// Passwords hash at the harness's test cost here (api/testing/hash-cost.ts), but for the simultaneous guesses, which
// must race against the real, slow check: at N=2^17 one sign-in takes ~0.3 s on an idle core, seconds on a busy one.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let t: TestContext;
const saved = { ...loginThrottlePolicy };
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());
afterEach(() => Object.assign(loginThrottlePolicy, saved));

/** A sign-in from a given socket address (app.request passes `env` as the node-server bindings). */
async function login(emailOrPhone: string, password: string, address = '198.51.100.7') {
  const res = await t.app.request(
    '/api/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailOrPhone, password }),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
  return {
    status: res.status,
    data: (await res.json()) as { message?: string; token?: string },
    retryAfter: res.headers.get('retry-after'),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sign-in throttling', () => {
  it('locks an account after a few failures (429, French), even for the right password, then lets it in after the delay', async () => {
    loginThrottlePolicy.lockMs = 1500;
    await createUser(t.db, t.config, { role: 'user', email: 'throttle@test.local', password: 'Right1234' });
    for (let i = 0; i < loginThrottlePolicy.maxAccountFailures; i++) {
      const res = await login('throttle@test.local', `Wrong${i}`, `203.0.113.${i}`);
      expect(res.status).toBe(401);
      expect(res.data.message).toBe(WRONG_CREDENTIALS);
    }
    // Locked: the right password from yet another address is refused too.
    const locked = await login('throttle@test.local', 'Right1234', '203.0.113.99');
    expect(locked.status).toBe(429);
    expect(locked.data.message).toMatch(/^Trop de tentatives de connexion\. Réessayez dans \d+ secondes?\.$/);
    expect(Number(locked.retryAfter)).toBeGreaterThan(0);

    await sleep(1600);
    const after = await login('throttle@test.local', 'Right1234', '203.0.113.99');
    expect(after.status).toBe(200);
    expect(after.data.token).toBeTypeOf('string');
    // Success forgot the failures: one more mistake does not lock again.
    expect((await login('throttle@test.local', 'Wrong', '203.0.113.99')).status).toBe(401);
    expect((await login('throttle@test.local', 'Right1234', '203.0.113.99')).status).toBe(200);
  });

  it('locks an address that fails across many accounts, without locking the accounts elsewhere', async () => {
    loginThrottlePolicy.maxAddressFailures = 3;
    await createUser(t.db, t.config, { role: 'user', email: 'victim@test.local', password: 'Victim1234' });
    for (let i = 0; i < 3; i++) {
      expect((await login(`nobody${i}@test.local`, 'Guess1234', '192.0.2.50')).status).toBe(401);
    }
    const fromAttacker = await login('victim@test.local', 'Victim1234', '192.0.2.50');
    expect(fromAttacker.status).toBe(429);
    const fromElsewhere = await login('victim@test.local', 'Victim1234', '192.0.2.51');
    expect(fromElsewhere.status).toBe(200);
  });

  it('simultaneous guesses cannot slip past the limit while passwords are being checked', async () => {
    loginThrottlePolicy.maxAccountFailures = 3;
    // The account's hash at the production cost: each guess's check then takes as long as in production.
    const answers = await withProductionHashCost(async () => {
      await createUser(t.db, t.config, { role: 'user', email: 'burst@test.local', password: 'Burst1234' });
      return Promise.all(
        Array.from({ length: 8 }, (_, i) => login('burst@test.local', `Guess${i}xx`, `192.0.2.${100 + i}`)),
      );
    });
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // And the account is now locked even for the right password.
    expect((await login('burst@test.local', 'Burst1234', '192.0.2.200')).status).toBe(429);
  });

  it('successful sign-ins from one address never lock it', async () => {
    loginThrottlePolicy.maxAddressFailures = 2;
    await createUser(t.db, t.config, { role: 'user', email: 'office@test.local', password: 'Office1234' });
    for (let i = 0; i < 4; i++)
      expect((await login('office@test.local', 'Office1234', '192.0.2.150')).status).toBe(200);
  });

  it('throttles an unknown account like a known one (no enumeration)', async () => {
    loginThrottlePolicy.maxAccountFailures = 2;
    expect((await login('ghost@test.local', 'x', '192.0.2.70')).status).toBe(401);
    expect((await login('ghost@test.local', 'x', '192.0.2.71')).status).toBe(401);
    expect((await login('ghost@test.local', 'x', '192.0.2.72')).status).toBe(429);
  });
});
