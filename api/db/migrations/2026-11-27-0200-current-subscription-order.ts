import type { Kysely } from 'kysely';

// A user's current subscription is her newest (`order by created_at desc, id desc limit 1`, latestSubscription and
// isCurrentSubscription in api/subscriptions/current.ts): read for every public store answer, every store list and
// every status check. On the (user_id) index SQLite sorted her subscriptions in a temporary B-tree each time; with
// created_at and id in the index the first entry read backwards is the current one, whatever the number of her
// renewals: no sort. The new index replaces the old one (same leading column). Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('subscriptions_user_created_idx')
    .on('subscriptions')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('subscriptions_user_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('subscriptions_user_idx').on('subscriptions').column('user_id').execute();
  await db.schema.dropIndex('subscriptions_user_created_idx').execute();
}
