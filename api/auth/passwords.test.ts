import fs from 'node:fs';
import path from 'node:path';
import { vi, describe, expect, it } from 'vitest';
import {
  hashPassword,
  verifyPassword,
  needsRehash,
  hashingStats,
  setHashParamsForTests,
  MAX_CONCURRENT_HASHES,
} from './passwords';
import { TEST_SCRYPT_PARAMS } from '../testing/hash-cost';

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

describe('hashing never takes the whole worker pool', () => {
  it(`runs at most ${MAX_CONCURRENT_HASHES} scrypt hashes at once, queues the others, and file reads do not wait`, async () => {
    const observed: number[] = [];
    let queuedSeen = 0;
    const probe = setInterval(() => {
      const s = hashingStats();
      observed.push(s.running);
      queuedSeen = Math.max(queuedSeen, s.queued);
    }, 5);
    const started = Date.now();
    const burst = Promise.all([
      ...Array.from({ length: 5 }, (_, i) => hashPassword(`Rafale${i}abc`)),
      ...Array.from({ length: 3 }, () => verifyPassword('Rafale1abc', 'scrypt$131072$8$1$c2FsdHNhbHRzYWx0$aGFzaA')),
    ]);
    // While the burst runs, a file read (what serving a storefront page does) still finds a free worker.
    await new Promise((r) => setTimeout(r, 50));
    const readStart = Date.now();
    await fs.promises.readFile(new URL(import.meta.url));
    const readMs = Date.now() - readStart;
    const results = await burst;
    const burstMs = Date.now() - started;
    clearInterval(probe);

    expect(results.slice(0, 5).every((h) => typeof h === 'string' && h.startsWith('scrypt$'))).toBe(true);
    expect(Math.max(...observed)).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
    expect(hashingStats().peak).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
    expect(queuedSeen).toBeGreaterThan(0);
    expect(hashingStats()).toMatchObject({ running: 0, queued: 0 });
    // 8 hashes, 2 at a time, take at least 4 hash durations; the read took a small fraction of one.
    expect(readMs).toBeLessThan(burstMs / 8);
  });
});

describe('the production cost is kept (API tests hash at a test cost: api/testing/hash-cost.ts)', () => {
  it('the test hook refuses to run outside Vitest, and gives the production cost back', async () => {
    const vitest = process.env.VITEST;
    delete process.env.VITEST;
    try {
      expect(() => setHashParamsForTests(TEST_SCRYPT_PARAMS)).toThrow(/Vitest/);
    } finally {
      process.env.VITEST = vitest;
    }
    setHashParamsForTests(TEST_SCRYPT_PARAMS);
    try {
      const cheap = await hashPassword('Même1234');
      expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect(await verifyPassword('Même1234', cheap)).toBe(true);
    } finally {
      setHashParamsForTests(null);
    }
    // needsRehash compares with the production cost again: a test-cost hash would be upgraded at sign-in.
    expect(needsRehash(`scrypt$1024$8$1$c2FsdA$aGFzaA`)).toBe(true);
  });

  it('only the test harness and this file use the hook', () => {
    const users: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && fs.readFileSync(full, 'utf8').includes('setHashParamsForTests'))
          users.push(full.split(path.sep).join('/'));
      }
    };
    for (const dir of ['api', 'bench', 'scripts', 'shared']) walk(dir);
    expect(users.sort()).toEqual(['api/auth/passwords.test.ts', 'api/auth/passwords.ts', 'api/testing/hash-cost.ts']);
  });
});
