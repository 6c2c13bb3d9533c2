import path from 'node:path';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, SqliteDialect, PostgresDialect, Migrator } from 'kysely';
import { migrations } from './migrations/index';
import type { Database } from './schema';

/**
 * THE type for "a database or a transaction": a Kysely transaction is a Kysely<Database> too, so repositories take
 * `db: DB` first and work inside or outside a transaction. Never redeclare a union of the two.
 */
export type DB = Kysely<Database>;

/**
 * Opens the database: PostgreSQL when `target` is a `postgres://` or `postgresql://` URL (DATABASE_URL), otherwise
 * the embedded SQLite file at that path. This folder (api/db/) is the only place that knows which one it is:
 * everything else goes through Kysely builders that compile to both (decision 012).
 */
export function openDatabase(target: string, opts: DatabaseOptions = {}): DB {
  return isPostgresUrl(target) ? openPostgres(target, opts) : openSqlite(target);
}

export interface DatabaseOptions {
  /** Told when a PostgreSQL connection breaks (server restarted, network cut): the pool replaces it; log it. */
  onConnectionError?: (err: Error) => void;
}

/**
 * Bounds on PostgreSQL (decision 012, "When the database goes away"): no request waits longer than `connectMs` for a
 * connection (a new one, or a free one of the pool's 10), so an unreachable database answers 503 within seconds;
 * a statement or a transaction left open is ended by the server. `statementMs` is generous: a migration's statement
 * counts too.
 */
export const POSTGRES_LIMITS = { connectMs: 5_000, statementMs: 60_000, idleInTransactionMs: 60_000 } as const;

export const isPostgresUrl = (value: string) => /^postgres(ql)?:\/\//.test(value);

function openSqlite(file: string): DB {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // FULL: a power cut on a merchant's cheap server must not lose acknowledged writes (orders, synced edits).
  sqlite.pragma('synchronous = FULL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/**
 * PostgreSQL answers BIGINT (COUNT(*), SUM of integers) and NUMERIC as strings, so that no digit is lost. Our
 * counts, versions and sums of money stay far below 2^53: they come back as numbers, like on SQLite. A value too
 * large for a double keeps its string form (a wrong number would be worse than a type surprise).
 */
const PG_INT8 = 20;
const PG_NUMERIC = 1700;
function pgTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === PG_INT8) {
    return (value: string) => {
      const n = Number(value);
      return Number.isSafeInteger(n) ? n : value;
    };
  }
  if (oid === PG_NUMERIC) return (value: string) => Number(value);
  return pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown;
}

function openPostgres(connectionString: string, opts: DatabaseOptions): DB {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    types: { getTypeParser: pgTypeParser } as unknown as pg.CustomTypesConfig,
    connectionTimeoutMillis: POSTGRES_LIMITS.connectMs,
    statement_timeout: POSTGRES_LIMITS.statementMs,
    idle_in_transaction_session_timeout: POSTGRES_LIMITS.idleInTransactionMs,
    // A peer that vanished without closing (a cut network) is noticed by TCP instead of waited for forever.
    keepAlive: true,
  });
  const broken = (err: Error) => opts.onConnectionError?.(err);
  // A connection lost while idle in the pool: the pool drops it and this listener keeps the error from ending the
  // process.
  pool.on('error', broken);
  // A connection lost while checked out (a query or a transaction in flight, a server restart's « terminating
  // connection due to administrator command »): pg emits 'error' on the client, and the pool's own listener is only
  // there while the client is idle. Without this one, that event ended the process. The query in flight fails with
  // the error (503, api/db/unavailable.ts), the transaction is rolled back by the server, and the pool discards the
  // client when it is released.
  pool.on('connect', (client) => client.on('error', broken));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Kysely prepares every query anew; with SQLite, preparing costs more than running a small indexed read (measured:
 * GET /api/publics/{slug} uncached went from ~7.9k to the figure in `npm run bench -- publics`). Statements are
 * reused per SQL text. Safe because Kysely's SQLite driver runs one query at a time on its single connection.
 */
function withStatementCache(sqlite: SQLite.Database, max = 1000) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      // Kysely opens a transaction with a deferred BEGIN: one that reads, then writes after another connection to the
      // file wrote, fails at once with « database is locked » (SQLITE_BUSY_SNAPSHOT: busy_timeout is not consulted).
      // This process is the file's only writer, but a script or a test helper may write it too (an e2e sign-up got a
      // 500 so): IMMEDIATE takes the write lock when the transaction begins, waiting busy_timeout for it if need be.
      const sql = text === 'begin' ? 'begin immediate' : text;
      let stmt = cache.get(sql);
      if (stmt) {
        cache.delete(sql); // least recently used goes first
        cache.set(sql, stmt);
        return stmt;
      }
      stmt = sqlite.prepare(sql);
      cache.set(sql, stmt);
      if (cache.size > max) cache.delete(cache.keys().next().value!);
      return stmt;
    },
  };
}

/** Applies every pending migration (migrations/index.ts), in name order. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Migrations land from parallel branches of work: one dated earlier may arrive after a later one.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === 'Error') throw new Error(`migration ${r.migrationName} a échoué`, { cause: error });
  }
  if (error) throw error;
}
