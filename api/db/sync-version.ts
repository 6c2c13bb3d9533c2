import { sql } from 'kysely';
import type { DB } from './database';
import { compiledOnce } from './compiled';

/**
 * The highest version of the store whose writer has committed: every synced row of the store at or below it is
 * visible now. Writers of a store take its counter row's lock (lockSyncCounter, or nextVersion's UPDATE) until they
 * commit, so the store's versions commit in order and the counter's committed value is a safe upper bound for a pull
 * that reads several tables one after the other. A store that never wrote has no row: the frozen global floor.
 */
export async function committedVersion(db: DB, storeId: string): Promise<number> {
  const row = await db
    .selectFrom('sync_counter')
    .select((eb) =>
      eb.fn
        .coalesce(
          eb.selectFrom('store_sync_counters').select('store_sync_counters.value').where('store_id', '=', storeId),
          'sync_counter.value',
        )
        .as('value'),
    )
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/**
 * Takes the next value of the store's change sequence. Every write to a synced table (customers, orders,
 * measurements, ...) stores it as the row's `version`, so that `GET /api/sync/pull?since=` can page by it: a cursor
 * is a number within ONE store's sequence. Must be called inside the same transaction as the write, which starts with
 * lockSyncCounter(trx, storeId) (api/db/dialect.ts) so that every writer takes its locks in the same order: the
 * store's counter first. The first write of a store (no row yet) starts from the frozen global counter.
 */
export async function nextVersion(trx: DB, storeId: string): Promise<number> {
  return nextVersions(trx, storeId, 1);
}

/**
 * Takes the next `count` values of the store's sequence at once (one statement for a write of several rows, e.g. a
 * shopper order and its new customer) and answers the LAST: the values are `last - count + 1` … `last`, all to be
 * used in this transaction (a rollback gives them all back).
 */
export async function nextVersions(trx: DB, storeId: string, count: number): Promise<number> {
  // A plain UPDATE once the store has its row (every write but the store's first): cheaper than the upsert below.
  const bumped = (await bumpStoreCounter(trx, { storeId, count })).rows[0];
  if (bumped) return Number(bumped.value);
  const { rows } = await firstStoreVersions(trx, { storeId, count });
  return Number(rows[0]!.value);
}

// Compiled once (api/db/compiled.ts): every synced write takes a version, a shopper order two.
const bumpStoreCounter = compiledOnce((db, p: (name: 'storeId' | 'count') => never) =>
  db
    .updateTable('store_sync_counters')
    .set((eb) => ({ value: eb('value', '+', p('count')) }))
    .where('store_id', '=', p('storeId'))
    .returning('value'),
);
const firstStoreVersions = compiledOnce((db, p: (name: 'storeId' | 'count') => never) =>
  db
    .insertInto('store_sync_counters')
    .columns(['store_id', 'value'])
    .expression((eb) =>
      eb
        .selectFrom('sync_counter')
        .select([eb.val<string>(p('storeId')).as('store_id'), sql<number>`value + ${p('count')}`.as('value')])
        .where('id', '=', 1),
    )
    .onConflict((oc) =>
      oc.column('store_id').doUpdateSet((eb) => ({ value: eb('store_sync_counters.value', '+', p('count')) })),
    )
    .returning('value'),
);
