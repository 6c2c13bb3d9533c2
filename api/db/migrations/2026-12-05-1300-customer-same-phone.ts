import type { Kysely } from 'kysely';

// A shop matches a customer by phone AND name: an order with a known phone but another name makes a new customer,
// which keeps the id of the one whose phone it shares until the merchant merges them or keeps them apart. A synced
// field (`samePhoneAs`), so the flag shows offline. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('same_phone_as', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('same_phone_as').execute();
}
