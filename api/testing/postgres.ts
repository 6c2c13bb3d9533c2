import pg from 'pg';
import { newId } from '../ids';
import { migrateToLatest, openDatabase } from '../db/database';

/**
 * PostgreSQL for the API tests (decision 012). `TEST_DATABASE_URL` names a server where the tests may create and
 * drop databases (scripts/with-postgres.sh starts a throw-away one for `npm run test:pg`). Unset: tests use SQLite.
 * Every test app gets a database of its own, copied from a template that global setup migrated once, then dropped.
 * The copy uses STRATEGY FILE_COPY: PostgreSQL 15's default (WAL_LOG) writes the whole template to the WAL and
 * took ~15 times longer per test app (fsync is off on the test cluster, so the checkpoint FILE_COPY asks is cheap).
 */
export const testDatabaseUrl = (): string | null => process.env.TEST_DATABASE_URL || null;

export const TEMPLATE_DATABASE = 'boutique_test_template';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = '/' + name;
  return u.toString();
}

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates (once per test run) the migrated template database that every test database is copied from. */
export async function prepareTemplateDatabase(url: string): Promise<void> {
  await admin(url, async (client) => {
    await client.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await client.query(`create database ${TEMPLATE_DATABASE}`);
  });
  const db = openDatabase(withDatabase(url, TEMPLATE_DATABASE));
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}

/** A new empty-but-migrated database for one test app: its URL, and how to drop it. */
export async function createTestDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = 'boutique_test_' + newId().replace(/-/g, '');
  await admin(url, async (client) => {
    try {
      await client.query(`create database ${name} template ${TEMPLATE_DATABASE} strategy file_copy`);
    } catch (err) {
      // No template (the suite was started without the global setup): an empty database, migrated by the caller.
      if ((err as { code?: string }).code !== '3D000') throw err;
      await client.query(`create database ${name}`);
    }
  });
  return {
    url: withDatabase(url, name),
    drop: () => admin(url, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}
