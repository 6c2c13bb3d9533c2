import { PostgresAdapter, sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from './schema';

/**
 * The few places where SQLite and PostgreSQL must be told apart (decision 012). Everything else is one Kysely
 * query for both. SQLite runs one transaction at a time on its single connection, so every lock below is a no-op
 * there; PostgreSQL runs transactions side by side (READ COMMITTED), so a read-then-write must lock first.
 */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Whether other processes may be using the database right now. SQLite is one process's file (the single writer):
 * anything it finds half-done at start was left by a dead process. PostgreSQL may serve several API processes.
 */
export function sharedByProcesses(db: Kysely<any>): boolean {
  return isPostgres(db);
}

/**
 * Serialises the transactions that touch the same logical keys (e.g. a sign-in throttle key, a rate-limit
 * address) until `trx` ends. Keys are locked in sorted order, so two transactions can never wait on each other.
 */
export async function lockKeys(trx: Kysely<any>, keys: string[]): Promise<void> {
  if (!isPostgres(trx)) return;
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
}

/**
 * Takes the sync change sequence for the rest of the transaction. Versions must become visible in order: a pull
 * that has seen version n must never later find a row at a version below n. The counter row lock (also taken
 * by nextVersion's UPDATE) makes writers of synced rows commit one after the other; taking it first, before
 * reading the rows a write depends on, also keeps those reads current.
 */
export async function lockSyncCounter(trx: Kysely<Database>): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx.selectFrom('sync_counter').select('value').where('id', '=', 1).forUpdate().executeTakeFirst();
}

/** A queue read that several workers may run at once: rows another worker holds are skipped, not waited for. */
export function skipLockedRows<QB extends SelectQueryBuilder<any, any, any>>(db: Kysely<any>, qb: QB): QB {
  return isPostgres(db) ? (qb.forUpdate().skipLocked() as QB) : qb;
}

/**
 * When `err` is a unique-constraint violation, the violated column as `table.column` (first column of the
 * constraint); otherwise null. SQLite says it in the message, PostgreSQL in the error code and detail.
 */
export function uniqueViolation(err: unknown): string | null {
  if (!(err instanceof Error)) return null;
  const sqlite = /UNIQUE constraint failed: (\w+\.\w+)/.exec(err.message);
  if (sqlite) return sqlite[1]!;
  const e = err as Error & { code?: string; table?: string; detail?: string };
  if (e.code === '23505') {
    const column = /^Key \(([^,)]+)/.exec(e.detail ?? '')?.[1];
    if (e.table && column) return `${e.table}.${column}`;
  }
  return null;
}
