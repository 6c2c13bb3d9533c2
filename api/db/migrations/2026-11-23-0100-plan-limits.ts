import type { Kysely } from 'kysely';

/**
 * Plan limits (decision 017) and one plan per (name, billing cycle): a merchant can choose premium by the month or by
 * the year, each with its own price and discount. The old unique `name` column becomes `code` (`premium-month`), which
 * keeps its unique constraint and so makes (name, cycle) unique on SQLite and PostgreSQL alike without rebuilding the
 * table; a new `name` column holds free | starter | premium | entreprise.
 * Limits: null = unlimited; atelier 0/1. Never edit once landed: add a new dated migration instead.
 */
const DEFAULT_LIMITS = {
  free: { max_products: 10, max_gallery_images: 3, max_staff_accounts: 0, atelier: 0 },
  starter: { max_products: 100, max_gallery_images: 10, max_staff_accounts: 1, atelier: 0 },
  premium: { max_products: null, max_gallery_images: 30, max_staff_accounts: 3, atelier: 0 },
  entreprise: { max_products: null, max_gallery_images: null, max_staff_accounts: null, atelier: 1 },
} as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('plans').renameColumn('name', 'code').execute();
  await db.schema
    .alterTable('plans')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo('free'))
    .execute();
  await db.schema.alterTable('plans').addColumn('max_products', 'integer').execute();
  await db.schema.alterTable('plans').addColumn('max_gallery_images', 'integer').execute();
  await db.schema.alterTable('plans').addColumn('max_staff_accounts', 'integer').execute();
  await db.schema
    .alterTable('plans')
    .addColumn('atelier', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  const rows: { id: string; code: string; billing_cycle: string }[] = await db
    .selectFrom('plans')
    .select(['id', 'code', 'billing_cycle'])
    .execute();
  for (const row of rows) {
    const limits = DEFAULT_LIMITS[row.code as keyof typeof DEFAULT_LIMITS] ?? DEFAULT_LIMITS.free;
    await db
      .updateTable('plans')
      .set({ name: row.code, code: `${row.code}-${row.billing_cycle}`, ...limits })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const rows: { id: string; name: string }[] = await db.selectFrom('plans').select(['id', 'name']).execute();
  for (const row of rows) await db.updateTable('plans').set({ code: row.name }).where('id', '=', row.id).execute();
  for (const column of ['atelier', 'max_staff_accounts', 'max_gallery_images', 'max_products', 'name']) {
    await db.schema.alterTable('plans').dropColumn(column).execute();
  }
  await db.schema.alterTable('plans').renameColumn('code', 'name').execute();
}
