// Screen weights as Chromium counts them (what the size journey checks, tests/e2e/on-a-new-device-every-back-office-…):
// each back-office screen of the demo merchant opened cold (new context, cache off through the CDP, no service
// worker, signed in), the gzip JavaScript and CSS fetched until the network is idle, against the budgets (dashboard
// ≤ 200 KB, every other screen ≤ 250 KB). pwa-size.bench.ts prints the static import graph beside it. Uses the built
// PWA (PWA_DIST_DIR, or dist/pwa: `npm run bench` builds it), Debian's Chromium and the demo seed on a throw-away
// database. BENCH_SCREENS=/user/dashboard,/user/orders/new weighs only those; BENCH_VERBOSE=1 lists each screen's files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import { loadConfig } from '../api/config';
import { openDatabase, migrateToLatest } from '../api/db/database';
import { createApp } from '../api/app';
import { seedDemoData, DEMO_MERCHANT } from '../api/seed/demo';
import { stopWarmBuilder } from '../api/publishing/build-release';
import {
  WEIGHED_SCREENS,
  apiSession,
  budgetOf,
  detailScreens,
  weighScreen,
  weightLine,
} from '../tests/e2e/support/screen-weights';

export default async function screenWeightsBench() {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
  if (!fs.existsSync(chromiumPath)) throw new Error(`skipped: no Chromium at ${chromiumPath}`);
  const dist = process.env.PWA_DIST_DIR || path.join('dist', 'pwa');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('skipped: the PWA is not built (npm run build)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-bench-screen-weights-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLISH_STOREFRONTS: 'false' });
  const db = openDatabase(path.join(dataDir, 'boutique.sqlite'));
  const log = { info: () => {}, error: () => {} };
  await migrateToLatest(db);
  await seedDemoData(db, config, log);
  const app = createApp({ db, config, log, mailer: { send: async () => {} } });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as unknown as http.Server;
  await new Promise<void>((r) => (server.listening ? r() : server.once('listening', () => r())));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const session = await apiSession(base, DEMO_MERCHANT.email, DEMO_MERCHANT.password);
    const only = (process.env.BENCH_SCREENS ?? '').split(',').filter(Boolean);
    const screens = only.length > 0 ? only : [...WEIGHED_SCREENS, ...(await detailScreens(browser, base, session))];
    console.log(`PWA from ${dist}; Chromium cold loads at 390×844, cache off, no service worker, signed in:`);
    let over = 0;
    let heaviest = { screen: '', kb: 0 };
    for (const screen of screens) {
      const w = await weighScreen(browser, base, session, screen);
      console.log(weightLine(w));
      if (process.env.BENCH_VERBOSE)
        console.log(
          `      ${w.files.map((f) => `${f.file.replace(/^\/assets\//, '')} ${(f.gzip / 1024).toFixed(1)}`).join(', ')}`,
        );
      if (w.jsBytes > budgetOf(screen)) over++;
      if (screen !== '/user/dashboard' && w.jsBytes / 1024 > heaviest.kb) heaviest = { screen, kb: w.jsBytes / 1024 };
    }
    console.log(
      `${screens.length} screens; heaviest besides the dashboard ${heaviest.screen} ${heaviest.kb.toFixed(1)} KB; ` +
        `${over} over budget (dashboard ≤ ${budgetOf('/user/dashboard') / 1024} KB, others ≤ ${budgetOf('/x') / 1024} KB)`,
    );
  } finally {
    await browser.close();
    server.close();
    stopWarmBuilder();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await screenWeightsBench();
