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
 * Takes the store's sync change sequence for the rest of the transaction. Versions must become visible in order,
 * per store: a pull of the store that has seen version n must never later find one of its rows at a version below
 * n. The store's counter row lock (also taken by nextVersion's UPDATE) makes the writers of ONE store's synced rows
 * commit one after the other; writers of other stores lock other rows and never wait. Taking it first, before
 * reading the rows a write depends on, also keeps those reads current. A store's first write creates its row
 * (starting at the frozen global counter, see store_sync_counters' migration).
 */
export async function lockSyncCounter(trx: Kysely<Database>, storeId: string): Promise<void> {
  if (!isPostgres(trx)) return;
  const locked = () =>
    trx
      .selectFrom('store_sync_counters')
      .select('value')
      .where('store_id', '=', storeId)
      .forUpdate()
      .executeTakeFirst();
  if (await locked()) return;
  // A concurrent first write of the same store waits here on the key until the other one commits.
  await trx
    .insertInto('store_sync_counters')
    .columns(['store_id', 'value'])
    .expression((eb) =>
      eb
        .selectFrom('sync_counter')
        .select([eb.val(storeId).as('store_id'), 'value'])
        .where('id', '=', 1),
    )
    .onConflict((oc) => oc.column('store_id').doNothing())
    .execute();
  await locked();
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
