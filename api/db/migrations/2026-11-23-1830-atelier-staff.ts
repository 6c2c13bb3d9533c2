import type { Kysely } from 'kysely';

// The atelier's staff: store roles (a permission set, JSON text), staff members (salary monthly or per
// finished garment, optionally a sign-in account: a `user` row that is a member of this store only), salary payments,
// and who moved a garment's stage (the piece-rate salary counts the garments a staff member finished).
// Portable: text ids, ISO text timestamps, 0/1 integers, double precision amounts. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_roles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('store_roles_store_idx').on('store_roles').columns(['store_id', 'name']).execute();

  await db.schema
    .createTable('staff')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('role_id', 'text', (c) => c.references('store_roles.id').onDelete('set null'))
    .addColumn('salary_kind', 'text', (c) => c.notNull().defaultTo('monthly'))
    .addColumn('salary_amount', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_store_idx').on('staff').columns(['store_id', 'name']).execute();
  await db.schema.createIndex('staff_user_idx').on('staff').column('user_id').unique().execute();

  await db.schema
    .createTable('salary_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('pieces', 'integer')
    .addColumn('amount', 'double precision', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('salary_payments_store_idx')
    .on('salary_payments')
    .columns(['store_id', 'staff_id', 'period'])
    .execute();

  await db.schema
    .createTable('garment_stage_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('garment_index', 'integer', (c) => c.notNull())
    .addColumn('from_stage', 'text', (c) => c.notNull())
    .addColumn('to_stage', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('garment_stage_events_staff_idx')
    .on('garment_stage_events')
    .columns(['store_id', 'staff_id', 'at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('garment_stage_events').execute();
  await db.schema.dropTable('salary_payments').execute();
  await db.schema.dropTable('staff').execute();
  await db.schema.dropTable('store_roles').execute();
}
