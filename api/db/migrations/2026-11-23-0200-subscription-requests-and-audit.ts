import { type Kysely, sql } from 'kysely';

/**
 * Subscription life cycle (decision 017): merchants' change requests with their payment declaration, the audit log of
 * every admin action, the expiry reminders already sent, accounts an admin disabled and last sign-ins, and the
 * contact-message inbox state. Never edit once landed: add a new dated migration instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('subscription_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('amount', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('fullname', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text')
    /** normalised (no case, spaces, dashes): what reuse is checked on */
    .addColumn('transaction_key', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending','accepted','refused')`))
    .addColumn('admin_message', 'text')
    .addColumn('decided_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('subscription_id', 'text', (c) => c.references('subscriptions.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subscription_requests_user_idx')
    .on('subscription_requests')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('subscription_requests_status_idx')
    .on('subscription_requests')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('subscription_requests_transaction_idx')
    .on('subscription_requests')
    .column('transaction_key')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    /** the merchant (or account) the action concerns, for the user's page */
    .addColumn('subject_user_id', 'text')
    /** the store it concerns, for the shop's page */
    .addColumn('subject_store_id', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_user_idx')
    .on('audit_log')
    .columns(['subject_user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_log_store_idx')
    .on('audit_log')
    .columns(['subject_store_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('subscription_reminders')
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    /** '7d' | '1d' | 'day' */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscription_reminders_pk', ['subscription_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('subscriptions_status_end_idx')
    .on('subscriptions')
    .columns(['status', 'end_date'])
    .execute();

  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('last_login_at', 'text').execute();
  await db.schema
    .alterTable('contact_messages')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();
  await db.updateTable('contact_messages').set({ status: 'read' }).where('read', '=', 1).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_messages').dropColumn('status').execute();
  await db.schema.alterTable('users').dropColumn('last_login_at').execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
  await db.schema.dropIndex('subscriptions_status_end_idx').execute();
  await db.schema.dropTable('subscription_reminders').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('subscription_requests').execute();
}
