import type { DB } from './database';

/**
 * The highest version whose writer has committed: every synced row at or below it is visible now. Writers take the
 * counter row's lock (lockSyncCounter, or nextVersion's UPDATE) until they commit, so versions commit in order and
 * the counter's committed value is a safe upper bound for a pull that reads several tables one after the other.
 */
export async function committedVersion(db: DB): Promise<number> {
  const row = await db.selectFrom('sync_counter').select('value').where('id', '=', 1).executeTakeFirstOrThrow();
  return Number(row.value);
}

/**
 * Takes the next value of the global change sequence. Every write to a synced table (customers, orders,
 * measurements, ...) stores it as the row's `version`, so that `GET /api/sync/pull?since=` can page by it.
 * Must be called inside the same transaction as the write, which starts with lockSyncCounter(trx) (api/db/dialect.ts)
 * so that every writer takes its locks in the same order: the counter first.
 */
export async function nextVersion(trx: DB): Promise<number> {
  const row = await trx
    .updateTable('sync_counter')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('id', '=', 1)
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}
