import type { DB } from './database';

/**
 * Takes the next value of the global change sequence. Every write to a synced table (customers, orders,
 * measurements, ...) stores it as the row's `version`, so that `GET /api/sync/pull?since=` can page by it.
 * Must be called inside the same transaction as the write.
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
