import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestContext, testDialect, type TestContext } from '../testing/harness';

let t: TestContext | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('the migrated schema is the same on SQLite and PostgreSQL (decision 012)', () => {
  it('stores amounts as 8-byte floats and gives counts and sums back as numbers', async () => {
    t = await createTestContext();
    if (testDialect === 'postgres') {
      // PostgreSQL's `real` is a 4-byte float: declare decimal columns 'double precision'.
      const real = await t.db
        .selectFrom('information_schema.columns' as any)
        .select(['table_name', 'column_name'])
        .where('table_schema', '=', sql<string>`current_schema()`)
        .where('data_type', '=', 'real')
        .execute();
      expect(real).toEqual([]);
    }
    const plan = await t.db.selectFrom('plans').select('id').limit(1).executeTakeFirstOrThrow();
    await t.db.updateTable('plans').set({ price: 1234567.89 }).where('id', '=', plan.id).execute();
    const row = await t.db
      .selectFrom('plans')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('price').as('total'),
        eb.fn.max<number>('price').as('highest'),
      ])
      .executeTakeFirstOrThrow();
    expect(typeof row.n).toBe('number');
    expect(row.highest).toBe(1234567.89);
    expect(typeof row.total).toBe('number');
  });
});
