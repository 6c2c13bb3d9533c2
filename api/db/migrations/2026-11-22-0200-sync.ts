import type { Kysely } from 'kysely';

// Sync bookkeeping. Never edit once landed: add a new dated migration instead.
export async function up(db: Kysely<any>): Promise<void> {
  // Result of every pushed mutation, under (store, mutation id): a replay answers the stored result, never re-applies.
  await db.schema
    .createTable('sync_mutations')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('mutation_id', 'text', (c) => c.notNull())
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('row_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sync_mutations_pk', ['store_id', 'mutation_id'])
    .execute();

  // Per-field versions: which change (version) last wrote each field of each synced row, and from which client.
  // The per-field merge needs this to know whether the server changed a field after the client's baseVersion.
  await db.schema
    .createTable('sync_field_versions')
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('row_id', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sync_field_versions_pk', ['table_name', 'row_id', 'field'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sync_field_versions').execute();
  await db.schema.dropTable('sync_mutations').execute();
}
