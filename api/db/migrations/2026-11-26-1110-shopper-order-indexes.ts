import type { Kysely } from 'kysely';

// A shopper order's look-ups, so that their cost does not grow with the tables: the rate limit's clean-up
// of addresses that never came back (by created_at), and the store's customer found by phone, then by e-mail.
// Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('shopper_rate_hits_created_at_idx')
    .on('shopper_rate_hits')
    .column('created_at')
    .execute();
  await db.schema.createIndex('customers_store_phone_idx').on('customers').columns(['store_id', 'phone']).execute();
  await db.schema.createIndex('customers_store_email_idx').on('customers').columns(['store_id', 'email']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('customers_store_email_idx').execute();
  await db.schema.dropIndex('customers_store_phone_idx').execute();
  await db.schema.dropIndex('shopper_rate_hits_created_at_idx').execute();
}
