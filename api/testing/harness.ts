import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, migrateToLatest, type DB } from '../db/database';
import { migrations } from '../db/migrations/index';
import { createApp } from '../app';
import { silentLogger } from '../logger';
import type { AppDeps } from '../context';
import type { OutgoingMessage } from '../mail/mailer';
import { lowerHashCostForTests } from './hash-cost';
import { createTestDatabase, testDatabaseUrl } from './postgres';
import { copySqliteTemplate } from './sqlite-template';

// Test files that use the harness hash passwords at a test cost, unless a test asks for the real one (./hash-cost.ts).
lowerHashCostForTests();

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  db: DB;
  config: AppConfig;
  dataDir: string;
  /** Every message the app "sent" (mail or SMS), in order. */
  sent: OutgoingMessage[];
  close(): Promise<void>;
}

/** Which database the API tests run on: `postgres` when TEST_DATABASE_URL is set (`npm run test:pg`). */
export const testDialect: 'sqlite' | 'postgres' = testDatabaseUrl() ? 'postgres' : 'sqlite';

/**
 * A fresh app on a freshly migrated temporary database — no mocks of our own code. SQLite by default (a file of its
 * own, copied from the run's migrated template: api/testing/sqlite-template.ts); with TEST_DATABASE_URL, a PostgreSQL
 * database of its own copied from the template database, dropped by close().
 * The mailer records messages in memory instead of writing the outbox (the outbox writer has its own test).
 */
export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-test-'));
  const serverUrl = testDatabaseUrl();
  const pgDatabase = serverUrl ? await createTestDatabase(serverUrl) : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLISH_STOREFRONTS: 'false',
    ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
    ...env,
  });
  const sqliteFile = config.databaseUrl ? null : path.join(dataDir, 'boutique.sqlite');
  if (sqliteFile) copySqliteTemplate(sqliteFile);
  const db = openDatabase(config.databaseUrl ?? sqliteFile!);
  // A copy of a template has every migration of this code: the migrator, even with nothing to do, commits a lock
  // row (~0.1 s a test app). It still runs on a database without a template, or when a migration was added after the
  // template was made (watch mode).
  if (!(await hasEveryMigration(db))) await migrateToLatest(db);
  const sent: OutgoingMessage[] = [];
  const deps: AppDeps = {
    db,
    config,
    log: silentLogger,
    mailer: { send: async (m) => void sent.push(m) },
  };
  const app = createApp(deps);
  return {
    app,
    deps,
    db,
    config,
    dataDir,
    sent,
    async close() {
      await db.destroy();
      await pgDatabase?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function hasEveryMigration(db: DB): Promise<boolean> {
  const done = await db
    .selectFrom('kysely_migration' as never)
    .select('name' as never)
    .execute()
    .catch(() => []);
  const names = new Set(done.map((row) => (row as { name: string }).name));
  return Object.keys(migrations).every((name) => names.has(name));
}

/** JSON request helper: `await json(app, 'POST', '/api/login', body, token)`. */
export async function requestJson(
  app: TestContext['app'],
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  const res = await app.request(url, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, data: await answerData(res), headers: res.headers };
}

/** An answer's body: its JSON decoded, the text itself when it is not JSON, null when empty. */
export async function answerData(res: Response): Promise<any> {
  const text = await res.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}
