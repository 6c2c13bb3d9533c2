import { vi, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword, needsRehash } from './passwords';

// scrypt at N=2^17 costs ~0.3 s per sign-in on an idle core and several times that on a busy shared machine:
// the cost is deliberate, so these tests get more time instead of a weaker hash.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

describe('password hashing', () => {
  it('hashes with scrypt N=2^17, r=8, p=1 and a per-user salt; verifies only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('Même1234'), hashPassword('Même1234')]);
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b); // different salts
    expect(await verifyPassword('Même1234', a)).toBe(true);
    expect(await verifyPassword('Même1234', b)).toBe(true);
    expect(await verifyPassword('même1234', a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it('never matches a malformed or hostile stored hash', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$c2FsdA$aGFzaA')).toBe(false); // absurd N refused, not allocated
    expect(needsRehash('scrypt$16384$8$1$c2FsdA$aGFzaA')).toBe(true);
  });
});
