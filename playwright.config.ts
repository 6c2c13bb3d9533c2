import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { E2E_CINETPAY, cinetpayDoublePort } from './tests/e2e/support/cinetpay';

// Browser journeys against the server started as the README says (npm start's server, built PWA),
// on its own port and a throw-away DATA_DIR. Debian's Chromium: Playwright's browser download is unreachable here.
const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `boutique-e2e-${port}-${Date.now()}`);
// Workers inherit the runner's environment: journeys that must read the server's outbox or database find it here.
process.env.E2E_DATA_DIR = dataDir;
// The local CinetPay (scripts/cinetpay-double.ts): the app asks it instead of CinetPay's servers, in every journey
// (a store that connects no payment provider never calls it).
const cinetpayPort = cinetpayDoublePort(port);
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two journeys at a time, each in its own browser against the one server: a journey spends most of its time
  // waiting (publication, the server, the page), not on a core. Each journey makes its own accounts and stores; the
  // ones that read the demo store or the administrator only add to them. A file's tests run in order in one worker,
  // unless the file says otherwise (the thumb/cut journey's screen groups). E2E_WORKERS=1 runs one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'fr-FR',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
  },
  webServer: [
    {
      command: `tsx scripts/cinetpay-double.ts ${cinetpayPort} ${E2E_CINETPAY.siteId} ${E2E_CINETPAY.apiKey} ${E2E_CINETPAY.secretKey}`,
      url: `http://127.0.0.1:${cinetpayPort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'tsx api/server.ts',
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      // Every journey signs up from 127.0.0.1: lift the per-address sign-up limit (its own API test covers it).
      // No journey is about the hashing cost (api/auth/passwords.test.ts is): each sign-up and sign-in hashes at
      // N=2^10 instead of production's 2^17 (128 MiB, seconds on a busy machine; three per journey).
      // A journey makes a store then its products within a second: a 1 s quiet time before building makes that one
      // Astro build instead of two back to back (the empty store's, then the products').
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        SIGNUP_LIMIT: '10000',
        TEST_PASSWORD_HASH_COST: '10',
        PUBLISH_SETTLE_MS: '1000',
        CINETPAY_API_URL: `http://127.0.0.1:${cinetpayPort}`,
      },
    },
  ],
});
