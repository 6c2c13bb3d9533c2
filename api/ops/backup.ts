import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';

/**
 * Online backups of everything a merchant could lose: the database (SQLite's backup API, which copies a consistent
 * snapshot page by page while the server keeps writing; `pg_dump` for PostgreSQL), the uploaded pictures and the
 * signing secret. Published storefronts are not copied: they are rebuilt from the database after a restore.
 */

export const DATABASE_FILE = 'boutique.sqlite';
const COPIED_FILES = ['jwt-secret'];
const COPIED_FOLDERS = ['uploads'];

export interface BackupResult {
  folder: string;
  bytes: number;
}

/** Where backups go by default: `DATA_DIR/backups/<UTC time stamp>`. */
export function defaultBackupFolder(dataDir: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return path.join(dataDir, 'backups', stamp);
}

/** Copies the live SQLite database and the data folder's files into `folder` (created; must not exist yet). */
export async function backupSqlite(dataDir: string, folder: string): Promise<BackupResult> {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  if (fs.existsSync(folder)) throw new Error(`The backup folder already exists: ${folder}`);
  fs.mkdirSync(folder, { recursive: true });
  // A connection of its own: the backup API reads a consistent snapshot while the server's connection writes (WAL).
  // Copied in one step after the first: a backup copied 100 pages at a time restarts whenever another connection
  // writes between two steps, and under a steady write load it would never finish.
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(path.join(folder, DATABASE_FILE), { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  copyDataFiles(dataDir, folder);
  return { folder, bytes: folderBytes(folder) };
}

const run = promisify(execFile);

/**
 * `pg_dump` in its custom format, beside the same data files. pg_dump reads one snapshot, so the server keeps writing
 * meanwhile; run without blocking this process, so that a caller that also serves requests goes on serving them.
 */
export async function backupPostgres(databaseUrl: string, dataDir: string, folder: string): Promise<BackupResult> {
  if (fs.existsSync(folder)) throw new Error(`The backup folder already exists: ${folder}`);
  fs.mkdirSync(folder, { recursive: true });
  await run(postgresTool('pg_dump'), [
    '--format=custom',
    '--no-owner',
    '--file',
    path.join(folder, 'boutique.pgdump'),
    databaseUrl,
  ]);
  copyDataFiles(dataDir, folder);
  return { folder, bytes: folderBytes(folder) };
}

/**
 * Puts a backup in place as `dataDir`'s data. The server must be stopped. What was there is moved aside to
 * `dataDir/before-restore-<time>` (never deleted), storefront releases included: they are rebuilt at the next start.
 */
export function restoreSqlite(folder: string, dataDir: string, now = new Date()): { keptAside: string | null } {
  const backupDb = path.join(folder, DATABASE_FILE);
  if (!fs.existsSync(backupDb)) throw new Error(`No ${DATABASE_FILE} in ${folder}`);
  checkIntegrity(backupDb);
  fs.mkdirSync(dataDir, { recursive: true });
  const aside = path.join(dataDir, `before-restore-${now.toISOString().replace(/[:.]/g, '-')}`);
  let keptAside: string | null = null;
  // The published storefronts go aside too: they show the data being replaced, and start republishes every store
  // that has no release (enqueueUnpublishedStores).
  const replaced = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, ...COPIED_FILES, ...COPIED_FOLDERS];
  for (const name of [...replaced, 'storefronts']) {
    const current = path.join(dataDir, name);
    if (!fs.existsSync(current)) continue;
    fs.mkdirSync(aside, { recursive: true });
    fs.renameSync(current, path.join(aside, name));
    keptAside = aside;
  }
  fs.copyFileSync(backupDb, path.join(dataDir, DATABASE_FILE));
  copyDataFiles(folder, dataDir);
  return { keptAside };
}

/** `pg_restore` into the (empty or existing) database of `databaseUrl`, replacing its objects. */
export async function restorePostgres(folder: string, databaseUrl: string, dataDir: string): Promise<void> {
  const dump = path.join(folder, 'boutique.pgdump');
  if (!fs.existsSync(dump)) throw new Error(`No boutique.pgdump in ${folder}`);
  await run(postgresTool('pg_restore'), [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--dbname',
    databaseUrl,
    dump,
  ]);
  copyDataFiles(folder, dataDir);
}

/** Throws unless SQLite's own check says the file is sound. */
export function checkIntegrity(file: string): void {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`integrity_check of ${file}: ${String(result)}`);
  } finally {
    db.close();
  }
}

function copyDataFiles(from: string, to: string): void {
  for (const name of COPIED_FILES) {
    const file = path.join(from, name);
    if (fs.existsSync(file)) fs.copyFileSync(file, path.join(to, name));
  }
  for (const name of COPIED_FOLDERS) {
    const dir = path.join(from, name);
    if (fs.existsSync(dir)) fs.cpSync(dir, path.join(to, name), { recursive: true });
  }
}

function folderBytes(folder: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** Debian keeps the PostgreSQL tools off the PATH (/usr/lib/postgresql/<version>/bin); use the newest there. */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const versions = fs
      .readdirSync(root)
      .filter((v) => fs.existsSync(path.join(root, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin', name);
  }
  return name;
}
