import type { Kysely } from 'kysely';

// Shared by the data migrations that rewrite synced rows: a migration cannot use api/db/sync-version.ts, whose
// shape may change after the migration landed; this one only reads the tables as they were then.

/** The store's next change version (its own sequence; a store that never wrote starts from the frozen global one). */
export async function nextStoreVersion(db: Kysely<any>, storeId: string): Promise<number> {
  const bumped = await db
    .updateTable('store_sync_counters')
    .set((eb: any) => ({ value: eb('value', '+', 1) }))
    .where('store_id', '=', storeId)
    .returning('value')
    .executeTakeFirst();
  if (bumped) return Number(bumped.value);
  const global = await db.selectFrom('sync_counter').select('value').where('id', '=', 1).executeTakeFirstOrThrow();
  const value = Number(global.value) + 1;
  await db.insertInto('store_sync_counters').values({ store_id: storeId, value }).execute();
  return value;
}
