import type { Kysely } from 'kysely';

// Each store gets its own change sequence (decisions 003 and 012): writes of different stores no longer
// wait for one platform-wide counter row. Existing rows keep their versions (nothing is downloaded again), and every
// store's counter starts at the global counter's last value, so every version given from now on is above every
// cursor a device already holds (nothing is missed). `sync_counter` stays, frozen: the floor a store that has no
// counter row yet starts from. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_sync_counters')
    .addColumn('store_id', 'text', (c) => c.primaryKey().references('stores.id').onDelete('cascade'))
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('store_sync_counters')
    .columns(['store_id', 'value'])
    .expression((eb) =>
      eb
        .selectFrom(['stores', 'sync_counter'])
        .where('sync_counter.id', '=', 1)
        .select(['stores.id', 'sync_counter.value']),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // Back to one sequence: it must stay above every version a store handed out meanwhile.
  const top = await db
    .selectFrom('store_sync_counters')
    .select((eb) => eb.fn.max('value').as('value'))
    .executeTakeFirst();
  if (top?.value != null) {
    await db
      .updateTable('sync_counter')
      .set({ value: Number(top.value) })
      .where('value', '<', Number(top.value))
      .execute();
  }
  await db.schema.dropTable('store_sync_counters').execute();
}
