import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SQLITE_ONLY_TESTS, testFiles, testsWithDatabase } from './database-tests';

/**
 * Every API test runs on both databases (decision 012), but `npm run test:pg` only runs the files that use the
 * harness (api/testing/database-tests.ts). A test that opens a database some other way would silently run on SQLite
 * alone: this fails until it goes through the harness or is named SQLite-only with its reason.
 */
const OPENS_A_DATABASE = /\b(openDatabase|migrateToLatest|createTestDatabase)\b|testing\/factories|TEST_DATABASE_URL/;

describe('which tests run on PostgreSQL too', () => {
  const withDatabase = new Set(testsWithDatabase());

  it('every test that opens a database goes through the harness, or is named SQLite-only with a reason', () => {
    const unlisted = testFiles().filter(
      (file) =>
        !withDatabase.has(file) && !(file in SQLITE_ONLY_TESTS) && OPENS_A_DATABASE.test(fs.readFileSync(file, 'utf8')),
    );
    expect(unlisted).toEqual([]);
  });

  it('the SQLite-only list names existing tests that do not use the harness', () => {
    for (const [file, reason] of Object.entries(SQLITE_ONLY_TESTS)) {
      expect(fs.existsSync(file), file).toBe(true);
      expect(withDatabase.has(file), file).toBe(false);
      expect(reason.length, file).toBeGreaterThan(10);
    }
  });

  it('finds the API, sync and harness-helper tests, and leaves out tests without a database', () => {
    expect(withDatabase.has('api/auth/routes.test.ts')).toBe(true);
    expect(withDatabase.has('pwa/lib/sync/engine.test.ts')).toBe(true); // through pwa/lib/sync/test-support.ts
    expect(withDatabase.has('shared/plans.test.ts')).toBe(false);
    expect(withDatabase.has('api/auth/passwords.test.ts')).toBe(false);
    expect(withDatabase.size).toBeGreaterThan(70);
  });
});
