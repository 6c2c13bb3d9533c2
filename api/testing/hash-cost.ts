import { setHashParamsForTests } from '../auth/passwords';

/**
 * Password hashing cost in the API tests. Production hashes with scrypt N=2^17 (128 MiB, ~0.3 s on an idle core,
 * seconds on a busy one), and API tests that register or sign in paid it at every step: about 4 minutes of the two
 * test runs. Tests made through the harness (api/testing/harness.ts) hash at N=2^10 (1 MiB, a few ms) instead; every
 * code path is the same, only the number in the stored hash differs.
 * Tests about hashing itself keep the production cost: api/auth/passwords.test.ts does not use the harness (and
 * checks that outside Vitest the hook refuses to run), and a test that needs the real cost inside a harness file
 * wraps itself in `withProductionHashCost`.
 */
export const TEST_SCRYPT_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;

export const lowerHashCostForTests = () => setHashParamsForTests(TEST_SCRYPT_PARAMS);

/** Runs `fn` with the production hashing cost, then goes back to the test cost. */
export async function withProductionHashCost<T>(fn: () => Promise<T>): Promise<T> {
  setHashParamsForTests(null);
  try {
    return await fn();
  } finally {
    lowerHashCostForTests();
  }
}
