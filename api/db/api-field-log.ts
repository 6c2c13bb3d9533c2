import type { DB } from './database';

/**
 * Logs fields the API wrote outside a sync push (a shopper's order, a merge) at the row's new version, as a sync
 * write would: a device that changed one of them offline from an older version gets a conflict to review instead
 * of silently replacing what the API wrote.
 */
export async function logApiFields(db: DB, table: string, rowId: string, fields: readonly string[], version: number) {
  if (fields.length === 0) return;
  await db
    .insertInto('sync_field_versions')
    .values(fields.map((field) => ({ table_name: table, row_id: rowId, field, version, client_id: 'api' })))
    .onConflict((oc) =>
      oc
        .columns(['table_name', 'row_id', 'field'])
        .doUpdateSet((eb) => ({ version: eb.ref('excluded.version'), client_id: eb.ref('excluded.client_id') })),
    )
    .execute();
}
