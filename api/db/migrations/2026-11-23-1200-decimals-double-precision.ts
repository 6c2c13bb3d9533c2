import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Amounts were declared `real`: on SQLite that is an 8-byte float, on PostgreSQL a 4-byte one (about 7 digits:
 * 1 234 567.89 reads back 1 234 567.875). On PostgreSQL every `real` column becomes `double precision`, what SQLite
 * already stores; nothing changes on SQLite. New decimal columns are declared 'double precision' directly
 * (decision 012; api/db/portable.test.ts fails on PostgreSQL when a `real` column is left).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  const columns = await db
    .selectFrom('information_schema.columns')
    .select(['table_name', 'column_name'])
    .where('table_schema', '=', sql<string>`current_schema()`)
    .where('data_type', '=', 'real')
    .orderBy('table_name')
    .orderBy('column_name')
    .execute();
  for (const { table_name, column_name } of columns) {
    await db.schema
      .alterTable(table_name)
      .alterColumn(column_name, (c) => c.setDataType('double precision'))
      .execute();
  }
}

/** Nothing to undo: `double precision` holds every value `real` did. */
export async function down(): Promise<void> {}
