import type { Kysely } from 'kysely';

// A shopper order finds the store's OLDEST customer with her phone (then e-mail): `order by created_at` on the
// (store_id, phone) and (store_id, email) indexes sorted the matches in a temporary B-tree on every order. With
// created_at in the index the first match is the oldest: no sort (decision 008). The new indexes replace
// the old ones (same leading columns). Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('customers_store_phone_created_idx')
    .on('customers')
    .columns(['store_id', 'phone', 'created_at'])
    .execute();
  await db.schema
    .createIndex('customers_store_email_created_idx')
    .on('customers')
    .columns(['store_id', 'email', 'created_at'])
    .execute();
  await db.schema.dropIndex('customers_store_phone_idx').execute();
  await db.schema.dropIndex('customers_store_email_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('customers_store_phone_idx').on('customers').columns(['store_id', 'phone']).execute();
  await db.schema.createIndex('customers_store_email_idx').on('customers').columns(['store_id', 'email']).execute();
  await db.schema.dropIndex('customers_store_email_created_idx').execute();
  await db.schema.dropIndex('customers_store_phone_created_idx').execute();
}
