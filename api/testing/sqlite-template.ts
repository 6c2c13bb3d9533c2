import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '../db/database';

/**
 * SQLite for the API tests: every test app gets a database file of its own, copied from a template that global setup
 * migrated once per run (api/testing/global-setup.ts), the way PostgreSQL copies its template database
 * (api/testing/postgres.ts). Migrating a new file took about 1.5 s on this machine (27 migrations, each committed
 * with `synchronous = FULL`); copying the migrated file takes a few milliseconds. The harness still runs the
 * migrator on the copy, which finds nothing to do unless a migration was added after the template was made.
 */
const TEMPLATE_ENV = 'TEST_SQLITE_TEMPLATE';

export const sqliteTemplate = (): string | null => process.env[TEMPLATE_ENV] || null;

/** Migrates the template file once for the run; answers how to remove it. Workers find it through the environment. */
export async function prepareSqliteTemplate(): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-test-template-'));
  const file = path.join(dir, 'boutique.sqlite');
  const db = openDatabase(file);
  try {
    await migrateToLatest(db);
  } finally {
    // Closing the last connection checkpoints the WAL into the file and removes it: the file alone is the database.
    await db.destroy();
  }
  process.env[TEMPLATE_ENV] = file;
  return () => {
    delete process.env[TEMPLATE_ENV];
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

/** Puts a copy of the migrated template at `file` (a new test app's database); false when there is no template. */
export function copySqliteTemplate(file: string): boolean {
  const template = sqliteTemplate();
  if (!template || !fs.existsSync(template)) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.copyFileSync(template, file);
  return true;
}
