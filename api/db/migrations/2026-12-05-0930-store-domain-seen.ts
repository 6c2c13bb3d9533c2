import type { Kysely } from 'kysely';

// When a request last reached the platform at a store's own domain (decision 023): null until the first one, i.e.
// until her DNS record points to us — the settings screen says « En attente » until then, « Actif » after. Cleared
// when the domain changes. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stores').addColumn('custom_domain_seen_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stores').dropColumn('custom_domain_seen_at').execute();
}
