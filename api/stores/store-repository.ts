import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;
export type SubscriptionStatus = 'active' | 'expired' | 'suspended';

/** The status of a user's current (latest) subscription, or null when there is none. */
export async function currentSubscriptionStatus(db: Executor, userId: string): Promise<SubscriptionStatus | null> {
  const sub = await db
    .selectFrom('subscriptions')
    .select('status')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return sub?.status ?? null;
}

export const findStoreByUser = (db: Executor, userId: string) =>
  db.selectFrom('stores').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const findStoreById = (db: Executor, storeId: string) =>
  db.selectFrom('stores').selectAll().where('id', '=', storeId).executeTakeFirst();
