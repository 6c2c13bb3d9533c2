import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:pg` (TEST_DATABASE_URL set by scripts/with-postgres.sh) runs again, on PostgreSQL, every test that
 * opens an API database through the harness (api/testing/harness.ts, directly or through a helper under pwa/ that
 * does): tests without a database ran once already.
 */
function testsWithDatabase(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.test\.tsx?$/.test(entry.name) && usesHarness(full)) found.push(full.split(path.sep).join('/'));
    }
  };
  // A file uses the harness when it imports it, or imports a sibling module that does (pwa/lib/sync/test-support.ts).
  const usesHarness = (file: string): boolean => {
    const text = fs.readFileSync(file, 'utf8');
    if (text.includes('testing/harness')) return true;
    return [...text.matchAll(/from '(\.\/[^']+)'/g)].some(([, spec]) => {
      const target = path.join(path.dirname(file), spec + '.ts');
      return fs.existsSync(target) && fs.readFileSync(target, 'utf8').includes('testing/harness');
    });
  };
  walk('api');
  walk('pwa');
  return found.sort();
}

// Kept apart from vite.config.ts so unit tests never load the PWA build plugins.
export default defineConfig({
  test: {
    include: process.env.TEST_DATABASE_URL
      ? testsWithDatabase()
      : [
          'api/**/*.test.ts',
          'shared/**/*.test.ts',
          'pwa/**/*.test.ts',
          'pwa/**/*.test.tsx',
          'storefront-ssg/**/*.test.ts',
        ],
    environment: 'node',
    // With TEST_DATABASE_URL: migrates the PostgreSQL template database once per run.
    globalSetup: ['api/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker less than the cores: a single worker on a 2-core machine. The API tests spend
    // much of their time waiting (PostgreSQL, scrypt in the thread pool, child servers), so two workers at least
    // (measured on 2 cores: 225 s → 168 s for the SQLite run).
    maxWorkers: Math.max(2, os.availableParallelism()),
  },
});
