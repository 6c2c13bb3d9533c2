import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { silentLogger } from '../logger';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';
import { newId, nowIso } from '../ids';
import { createTestContext, requestJson, testDialect, type TestContext } from '../testing/harness';
import { backupPostgres, backupSqlite, checkIntegrity, DATABASE_FILE, restorePostgres, restoreSqlite } from './backup';
import { createTestDatabase, testDatabaseUrl } from '../testing/postgres';
import { createMerchant } from '../testing/factories';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function freshContext(): Promise<TestContext> {
  const t = await createTestContext();
  cleanups.push(() => t.close());
  return t;
}

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-backup-test-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Runs `backup` under a steady write load (one notification per event-loop turn, started 50 writes before it and
 * stopped when it is done): how many rows were written when it returned bounds what it may hold.
 */
async function underWriteLoad<T>(t: TestContext, userId: string, backup: () => Promise<T>) {
  let written = 0;
  let writing = true;
  const load = (async () => {
    while (writing) {
      await t.db
        .insertInto('notifications')
        .values({
          id: newId(),
          user_id: userId,
          type: 'orders',
          related_id: null,
          message: `écriture ${written}`,
          read: 0,
          created_at: nowIso(),
        })
        .execute();
      written++;
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  while (written < 50) await new Promise((resolve) => setImmediate(resolve));
  const writtenBefore = written;
  const result = await backup();
  const writtenWhenDone = written;
  writing = false;
  await load;
  return { result, writtenBefore, writtenWhenDone };
}

// SQLite only by nature: these tests copy and check the database file with SQLite's backup API; on PostgreSQL a
// backup is a pg_dump file (its test is below, run by npm run test:pg).
describe.skipIf(testDialect === 'postgres')('SQLite backup and restore (PostgreSQL backups are pg_dump files)', () => {
  it('takes a consistent backup while the server keeps writing, and the product starts on its restore', async () => {
    const t = await freshContext();
    const merchant = await createMerchant(t.db, t.config, { subscription: 'active' });
    fs.mkdirSync(path.join(t.dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(t.dataDir, 'uploads', 'logo.webp'), 'picture bytes');

    const folder = path.join(tempDir(), 'backup');
    const { result, writtenWhenDone } = await underWriteLoad(t, merchant.userId, () => backupSqlite(t.dataDir, folder));

    expect(result.bytes).toBeGreaterThan(0);
    checkIntegrity(path.join(folder, DATABASE_FILE));
    expect(fs.readFileSync(path.join(folder, 'uploads', 'logo.webp'), 'utf8')).toBe('picture bytes');

    // Restore into a new data folder and start the app on it.
    const restoredDir = tempDir();
    restoreSqlite(folder, restoredDir);
    const db = openDatabase(path.join(restoredDir, DATABASE_FILE));
    cleanups.push(() => db.destroy());
    await migrateToLatest(db);
    const kept = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBeGreaterThanOrEqual(50);
    expect(Number(kept.n)).toBeLessThanOrEqual(writtenWhenDone);

    const config = loadConfig({ DATA_DIR: restoredDir, LOG_LEVEL: 'silent', PUBLISH_STOREFRONTS: 'false' });
    const app = createApp({ db, config, log: silentLogger, mailer: { send: async () => {} } });
    const notifications = await requestJson(app, 'GET', '/api/notifications', undefined, merchant.token);
    expect(notifications.status).toBe(200);
    expect(notifications.data.data.length).toBeGreaterThanOrEqual(50);
  });

  it('keeps the data it replaces aside instead of deleting it', async () => {
    const t = await freshContext();
    const folder = path.join(tempDir(), 'backup');
    await backupSqlite(t.dataDir, folder);
    const target = tempDir();
    fs.writeFileSync(path.join(target, DATABASE_FILE), 'the data that was there');
    fs.mkdirSync(path.join(target, 'storefronts', 'demo'), { recursive: true });

    const { keptAside } = restoreSqlite(folder, target);

    expect(keptAside).not.toBeNull();
    expect(fs.readFileSync(path.join(keptAside!, DATABASE_FILE), 'utf8')).toBe('the data that was there');
    // Old releases show the replaced data: moved aside so that start republishes every store.
    expect(fs.existsSync(path.join(target, 'storefronts'))).toBe(false);
    checkIntegrity(path.join(target, DATABASE_FILE));
  });

  it('refuses to restore a damaged backup', async () => {
    const folder = tempDir();
    fs.writeFileSync(path.join(folder, DATABASE_FILE), 'not a database');
    expect(() => restoreSqlite(folder, tempDir())).toThrow();
  });
});

describe.runIf(testDialect === 'postgres')('PostgreSQL backup (pg_dump) and restore (pg_restore)', () => {
  it('takes a consistent dump while the server keeps writing, and the product starts on its restore', async () => {
    const t = await freshContext();
    const merchant = await createMerchant(t.db, t.config, { subscription: 'active' });
    fs.mkdirSync(path.join(t.dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(t.dataDir, 'uploads', 'logo.webp'), 'picture bytes');

    const folder = path.join(tempDir(), 'backup');
    const { result, writtenBefore, writtenWhenDone } = await underWriteLoad(t, merchant.userId, () =>
      backupPostgres(t.config.databaseUrl!, t.dataDir, folder),
    );
    // The writes went on while pg_dump ran (it did not block this process).
    expect(writtenWhenDone).toBeGreaterThan(writtenBefore);
    expect(result.bytes).toBeGreaterThan(0);
    expect(fs.readFileSync(path.join(folder, 'uploads', 'logo.webp'), 'utf8')).toBe('picture bytes');

    // Restore into another database (a migrated one: --clean replaces its objects) and start the app on it.
    const target = await createTestDatabase(testDatabaseUrl()!);
    const db = openDatabase(target.url);
    cleanups.push(async () => {
      await db.destroy();
      await target.drop();
    });
    const restoredDir = tempDir();
    await restorePostgres(folder, target.url, restoredDir);
    await migrateToLatest(db);
    const kept = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', merchant.userId)
      .executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBeGreaterThanOrEqual(writtenBefore);
    expect(Number(kept.n)).toBeLessThanOrEqual(writtenWhenDone);

    const config = loadConfig({
      DATA_DIR: restoredDir,
      DATABASE_URL: target.url,
      LOG_LEVEL: 'silent',
      PUBLISH_STOREFRONTS: 'false',
    });
    const app = createApp({ db, config, log: silentLogger, mailer: { send: async () => {} } });
    const notifications = await requestJson(app, 'GET', '/api/notifications', undefined, merchant.token);
    expect(notifications.status).toBe(200);
    expect(notifications.data.data.length).toBeGreaterThanOrEqual(50);
    expect(fs.readFileSync(path.join(restoredDir, 'uploads', 'logo.webp'), 'utf8')).toBe('picture bytes');
  });

  it('refuses a folder without a dump', async () => {
    await expect(restorePostgres(tempDir(), testDatabaseUrl()!, tempDir())).rejects.toThrow('No boutique.pgdump');
  });
});
