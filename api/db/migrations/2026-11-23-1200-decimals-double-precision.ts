import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Amounts were declared `real`: on SQLite that is an 8-byte float, on PostgreSQL a 4-byte one (about 7 digits:
 * 1 234 567.89 would read back 1 234 567.875). On PostgreSQL they become `double precision`, what SQLite already
 * stores; nothing changes on SQLite. New decimal columns are declared 'double precision' directly (decision 012).
 */
const DECIMAL_COLUMNS: [table: string, column: string][] = [
  ['plans', 'price'],
  ['plans', 'discount_rate'],
  ['products', 'price'],
  ['products', 'discount_price'],
  ['sub_products', 'price'],
  ['orders', 'unit_price'],
  ['orders', 'total'],
];

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, column] of DECIMAL_COLUMNS) {
    await db.schema
      .alterTable(table)
      .alterColumn(column, (c) => c.setDataType('double precision'))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, column] of DECIMAL_COLUMNS) {
    await db.schema
      .alterTable(table)
      .alterColumn(column, (c) => c.setDataType('real'))
      .execute();
  }
}
