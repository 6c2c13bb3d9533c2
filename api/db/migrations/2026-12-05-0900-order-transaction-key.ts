import type { Kysely } from 'kysely';

// A mobile money reference a shopper declares on two orders of one store is kept and flagged (decision 025): each
// order keeps its reference's comparison key (`transaction_key`, the subscription requests' rule: case, spaces and
// separators ignored), indexed per store so a declaration finds an earlier one in one look-up, and the code of the
// order that already held it (`transaction_reused_for`, synced to the merchant's devices). Orders declared before
// get their key here; the rule is written out because a migration never changes once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('transaction_key', 'text').execute();
  await db.schema.alterTable('orders').addColumn('transaction_reused_for', 'text').execute();
  await db.schema
    .createIndex('orders_store_transaction_key_idx')
    .on('orders')
    .columns(['store_id', 'transaction_key'])
    .execute();
  const declared = await db
    .selectFrom('orders')
    .select(['id', 'transaction_id'])
    .where('transaction_id', 'is not', null)
    .execute();
  for (const row of declared) {
    const key = String(row.transaction_id)
      .replace(/[\s\-_.]/g, '')
      .toUpperCase();
    await db.updateTable('orders').set({ transaction_key: key }).where('id', '=', row.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_store_transaction_key_idx').execute();
  await db.schema.alterTable('orders').dropColumn('transaction_reused_for').execute();
  await db.schema.alterTable('orders').dropColumn('transaction_key').execute();
}
