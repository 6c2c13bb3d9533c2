import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * Takes the next value of the global change sequence. Every write to a synced table (customers, orders,
 * measurements, ...) stores it as the row's `version`, so that `GET /api/sync/pull?since=` can page by it.
 * Must be called inside the same transaction as the write.
 */
export async function nextVersion(trx: Kysely<Database> | Transaction<Database>): Promise<number> {
  const row = await trx
    .updateTable('sync_counter')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('id', '=', 1)
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}
