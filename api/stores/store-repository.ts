import type { DB } from '../db/database';

export const findStoreByUser = (db: DB, userId: string) =>
  db.selectFrom('stores').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const findStoreById = (db: DB, storeId: string) =>
  db.selectFrom('stores').selectAll().where('id', '=', storeId).executeTakeFirst();
