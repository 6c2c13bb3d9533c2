import type { DB } from '../db/database';
import type { ExpressionBuilder } from 'kysely';
import type { SubscriptionStatus } from '#shared/constants';
import type { Database } from '../db/schema';

// A user's subscription is their latest row (newest created_at, then id for rows made in the same millisecond).
// Every reader goes through here so that all of them agree on which row that is.

/** The status of a user's current subscription, or null when there is none. */
export async function currentSubscriptionStatus(db: DB, userId: string): Promise<SubscriptionStatus | null> {
  const sub = await db
    .selectFrom('subscriptions')
    .select('status')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return sub?.status ?? null;
}

/** Subquery: the current subscription of the user in `userColumn` (add a select, then `.as(...)`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a subquery usable from any query's tables
export const latestSubscription = (eb: ExpressionBuilder<Database, any>, userColumn: 'stores.user_id' | 'users.id') =>
  eb
    .selectFrom('subscriptions')
    .whereRef('subscriptions.user_id', '=', userColumn)
    .orderBy('subscriptions.created_at', 'desc')
    .orderBy('subscriptions.id', 'desc')
    .limit(1);

/** Condition on a query over `subscriptions`: its row is its user's current one (the same row as above). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a condition usable from any query over subscriptions
export const isCurrentSubscription = (eb: ExpressionBuilder<Database, any>) =>
  eb(
    'subscriptions.id',
    '=',
    eb
      .selectFrom('subscriptions as s2')
      .select('s2.id')
      .whereRef('s2.user_id', '=', 'subscriptions.user_id')
      .orderBy('s2.created_at', 'desc')
      .orderBy('s2.id', 'desc')
      .limit(1),
  );
