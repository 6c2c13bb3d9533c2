import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { testsWithDatabase } from './api/testing/database-tests';

// `npm run test:pg` (TEST_DATABASE_URL set by scripts/with-postgres.sh) runs again, on PostgreSQL, every test that
// opens an API database through the harness (api/testing/database-tests.ts): tests without a database ran once already.
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
