import type { Updateable } from 'kysely';
import type { StoreCreateData } from '#shared/schemas/store';
import { STORE_ALREADY_EXISTS, storeCreatedNotice, storeUpdatedNotice } from '#shared/messages';
import type { DB } from '../db/database';
import type { StoresTable } from '../db/tables-core';
import { ApiError } from '../http/errors';
import { newId, nowIso } from '../ids';
import { notifyAdmins } from '../notifications/notify';
import { toStoreDto } from './store-dto';
import { uniqueSlug } from './slug';
import { currentSubscriptionStatus } from '../subscriptions/current';

export const findStoreByUser = (db: DB, userId: string) =>
  db.selectFrom('stores').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const findStoreById = (db: DB, storeId: string) =>
  db.selectFrom('stores').selectAll().where('id', '=', storeId).executeTakeFirst();

/** The store as its owner and the admins read it, with its owner's current subscription status. */
export async function storeDtoOf(db: DB, row: NonNullable<Awaited<ReturnType<typeof findStoreById>>>) {
  return toStoreDto(row, await currentSubscriptionStatus(db, row.user_id));
}

/** The id of the store a merchant owns (one at most), or null before she creates it. */
export async function storeIdOfUser(db: DB, userId: string): Promise<string | null> {
  const store = await db.selectFrom('stores').select('id').where('user_id', '=', userId).executeTakeFirst();
  return store?.id ?? null;
}

/**
 * A merchant's one store, slug derived from its name, and the admins' notification, in one transaction. A second
 * store of the same merchant (two taps at once included) is refused with 409. Returns the new store's id.
 */
export async function createStore(db: DB, userId: string, data: StoreCreateData, logoUrl: string | null) {
  const storeId = newId();
  await db.transaction().execute(async (trx) => {
    if (await findStoreByUser(trx, userId)) throw new ApiError(409, STORE_ALREADY_EXISTS);
    const now = nowIso();
    await trx
      .insertInto('stores')
      .values({
        id: storeId,
        user_id: userId,
        name: data.name,
        slug: await uniqueSlug(trx, data.name),
        phone: data.phone,
        email: data.email,
        address: data.address,
        brand: data.brand,
        currency: data.currency,
        color: data.color,
        logo: logoUrl,
        website: JSON.stringify({ about: { title: data.name }, social_media: {} }),
        facebook_pixel_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await notifyAdmins(trx, 'stores', storeId, storeCreatedNotice(data.name));
  });
  return storeId;
}

/** Writes the given fields (and the new logo) of a store and notifies the admins, in one transaction. */
export async function updateStore(
  db: DB,
  storeId: string,
  changes: Updateable<StoresTable>,
  shownName: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('stores')
      .set({ ...changes, updated_at: nowIso() })
      .where('id', '=', storeId)
      .execute();
    await notifyAdmins(trx, 'stores', storeId, storeUpdatedNotice(shownName));
  });
}
