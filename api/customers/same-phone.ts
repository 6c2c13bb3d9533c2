import type { DB } from '../db/database';
import { sameName } from '#shared/customer-match';
import { phoneInStoreForm } from '#shared/store-phone';

/**
 * A phone the merchant typed (atelier or customer form), in the store's normal form: « +226 75 12 34 56 » and
 * « 75123456 » are both « +22675123456 », as a shopper's number on the storefront is, so the same person is found
 * from both. A number that cannot be read is kept as typed (the schema already checked its length).
 */
export async function storePhone(db: DB, storeId: string, typed: string): Promise<string> {
  const store = await db.selectFrom('stores').select('phone').where('id', '=', storeId).executeTakeFirst();
  return phoneInStoreForm(store?.phone, typed) ?? typed;
}

/**
 * The oldest other live customer of the store with this phone, when none of those has this customer's name: the one
 * the merchant is told this customer shares a phone with. Null when the phone is nobody else's, or when one of them
 * has the same name (the same person twice, not a shared phone).
 */
export async function sharedPhoneOwner(
  db: DB,
  storeId: string,
  who: { id: string; phone: string | null; firstName: string; lastName: string },
): Promise<string | null> {
  if (!who.phone) return null;
  const others = await db
    .selectFrom('customers')
    .select(['id', 'first_name', 'last_name'])
    .where('store_id', '=', storeId)
    .where('phone', '=', who.phone)
    .where('deleted_at', 'is', null)
    .where('id', '!=', who.id)
    .orderBy('created_at')
    .limit(20)
    .execute();
  if (others.some((o) => sameName({ firstName: o.first_name, lastName: o.last_name }, who))) return null;
  return others[0]?.id ?? null;
}
