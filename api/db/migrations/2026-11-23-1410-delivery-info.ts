import type { Kysely } from 'kysely';

// The merchant's delivery information (firstname, lastname, phone, city) as JSON text on her user row; null until
// she fills it in. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('delivery_info', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('delivery_info').execute();
}
