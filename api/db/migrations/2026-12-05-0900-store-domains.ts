import type { Kysely } from 'kysely';

// A store's own domain (decision 023): `stores.custom_domain` holds the lower-case host name its storefront is served
// at, unique among stores (NULL for most: both SQLite and PostgreSQL allow many NULLs under a unique index), and
// `plans.custom_domain` (0/1) says which plans allow one: the paid ones (starter, premium, entreprise). Never edit
// once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stores').addColumn('custom_domain', 'text').execute();
  await db.schema.createIndex('stores_custom_domain_unique').unique().on('stores').column('custom_domain').execute();
  await db.schema
    .alterTable('plans')
    .addColumn('custom_domain', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('plans')
    .set({ custom_domain: 1 })
    .where('name', 'in', ['starter', 'premium', 'entreprise'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('plans').dropColumn('custom_domain').execute();
  await db.schema.dropIndex('stores_custom_domain_unique').execute();
  await db.schema.alterTable('stores').dropColumn('custom_domain').execute();
}
