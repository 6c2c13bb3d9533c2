import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;
export const findStoreByUser = (db: Executor, userId: string) =>
  db.selectFrom('stores').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const findStoreById = (db: Executor, storeId: string) =>
  db.selectFrom('stores').selectAll().where('id', '=', storeId).executeTakeFirst();
