// What the benches that measure the PWA in Chromium share: the built PWA and Debian's Chromium (a bench without them
// is skipped), the app on a throw-away database served on a free loopback port, and the browser. Not a bench itself
// (bench/run.ts runs the *.bench.ts files).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { chromium, type Browser } from '@playwright/test';
import { loadConfig, type AppConfig } from '../api/config';
import type { Logger } from '../api/context';
import { openDatabase, migrateToLatest, type DB } from '../api/db/database';
import { createApp } from '../api/app';
import { stopWarmBuilder } from '../api/publishing/build-release';

export interface BrowserBench {
  /** The built PWA the server serves (PWA_DIST_DIR, or dist/pwa). */
  dist: string;
  dataDir: string;
  config: AppConfig;
  db: DB;
  /** The server's address, `http://127.0.0.1:<port>`. */
  base: string;
  browser: Browser;
  /** Closes the browser and the server, stops the storefront builder, and removes the database. */
  close(): Promise<void>;
}

/**
 * Checks the built PWA and Chromium (throws « skipped: … » without them), makes a database in a new folder
 * `boutique-bench-<name>-…` (migrated, then filled by `seed`), serves the app on it with storefront publishing off,
 * and launches Chromium.
 */
export async function startBrowserBench(
  name: string,
  seed?: (db: DB, config: AppConfig, log: Logger) => Promise<void>,
): Promise<BrowserBench> {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
  if (!fs.existsSync(chromiumPath))
    throw new Error(
      `skipped: no Chromium at ${chromiumPath} (npm run bench installs Debian's chromium when it runs as root)`,
    );
  const dist = process.env.PWA_DIST_DIR || path.join('dist', 'pwa');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('skipped: the PWA is not built (npm run build)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `boutique-bench-${name}-`));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLISH_STOREFRONTS: 'false' });
  const db = openDatabase(path.join(dataDir, 'boutique.sqlite'));
  const log = { info: () => {}, error: () => {} };
  await migrateToLatest(db);
  await seed?.(db, config, log);
  const app = createApp({ db, config, log, mailer: { send: async () => {} } });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as unknown as http.Server;
  await new Promise<void>((r) => (server.listening ? r() : server.once('listening', () => r())));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  return {
    dist,
    dataDir,
    config,
    db,
    base,
    browser,
    async close() {
      await browser.close();
      server.close();
      stopWarmBuilder();
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
