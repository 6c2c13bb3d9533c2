import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:pg` (TEST_DATABASE_URL set by scripts/with-postgres.sh) runs again, on PostgreSQL, every API test
 * that opens a database through the harness (api/testing/harness.ts); tests without a database ran once already.
 */
function apiTestsWithDatabase(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.test.ts') && fs.readFileSync(full, 'utf8').includes('testing/harness')) {
        found.push(full.split(path.sep).join('/'));
      }
    }
  };
  walk('api');
  return found.sort();
}

// Kept apart from vite.config.ts so unit tests never load the PWA build plugins.
export default defineConfig({
  test: {
    include: process.env.TEST_DATABASE_URL
      ? apiTestsWithDatabase()
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
  },
});
