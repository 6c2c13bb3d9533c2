import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts so unit tests never load the PWA build plugins.
export default defineConfig({
  test: {
    include: [
      'api/**/*.test.ts',
      'shared/**/*.test.ts',
      'pwa/**/*.test.ts',
      'pwa/**/*.test.tsx',
      'storefront-ssg/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
