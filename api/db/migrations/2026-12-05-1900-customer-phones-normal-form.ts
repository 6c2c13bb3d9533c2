import type { Kysely } from 'kysely';
import { sameName } from '#shared/customer-match';
import { phoneInStoreForm } from '#shared/store-phone';
import { nextStoreVersion } from './next-store-version';

interface Row {
  id: string;
  store_id: string;
  phone: string;
  first_name: string;
  last_name: string;
  same_phone_as: string | null;
}

// Phones typed in the atelier or on the customer form before they were stored in the store's normal form
// (« +226 75 12 34 56 ») are rewritten in it (« +22675123456 »), so a storefront order finds the customer the atelier
// typed. The normalizer is the one every write uses (shared/store-phone.ts, behind api/customers/same-phone.ts and
// the storefront's shopperPhone), so old and new numbers compare equal; a number it cannot read is left as typed. A number that now
// equals another customer's under another name gets the « Même téléphone que … » link a write would have set (the
// newer points to the older), only between customers the conversion brought together: a pair the merchant already
// kept apart stays apart. Each row rewritten takes a new version, so every device pulls it. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  const rows: Row[] = await db
    .selectFrom('customers')
    .select(['id', 'store_id', 'phone', 'first_name', 'last_name', 'same_phone_as'])
    .where('phone', 'is not', null)
    .where('phone', '!=', '')
    .where('deleted_at', 'is', null)
    .orderBy('store_id')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const byStore = new Map<string, Row[]>();
  for (const row of rows) byStore.set(row.store_id, [...(byStore.get(row.store_id) ?? []), row]);

  for (const [storeId, customers] of byStore) {
    const store = await db.selectFrom('stores').select('phone').where('id', '=', storeId).executeTakeFirst();
    const converted = new Set<string>();
    for (const c of customers) {
      const normal = phoneInStoreForm(store?.phone, c.phone);
      if (normal && normal !== c.phone) {
        c.phone = normal;
        converted.add(c.id);
      }
    }
    if (converted.size === 0) continue;

    const links = revealedLinks(customers, converted);
    const now = new Date().toISOString();
    for (const c of customers) {
      const link = links.get(c.id);
      if (!converted.has(c.id) && !link) continue;
      const version = await nextStoreVersion(db, storeId);
      await db
        .updateTable('customers')
        .set({ phone: c.phone, ...(link ? { same_phone_as: link } : {}), version, updated_at: now })
        .where('id', '=', c.id)
        .where('store_id', '=', storeId)
        .execute();
      const fields = [...(converted.has(c.id) ? ['phone'] : []), ...(link ? ['samePhoneAs'] : [])];
      // Logged as an API write: a device that changed one of them offline from an older version gets a conflict.
      for (const field of fields) {
        await db
          .insertInto('sync_field_versions')
          .values({ table_name: 'customers', row_id: c.id, field, version, client_id: 'api' })
          .onConflict((oc: any) =>
            oc.columns(['table_name', 'row_id', 'field']).doUpdateSet({ version, client_id: 'api' }),
          )
          .execute();
      }
    }
  }
}

/**
 * The « Même téléphone que » links the conversion reveals in one store (customers oldest first): among the customers
 * now sharing a number, one without a link, whose name nobody else with that number has, points to the oldest
 * earlier one it was not already comparable with (one of the two was converted).
 */
function revealedLinks(customers: Row[], converted: Set<string>): Map<string, string> {
  const byPhone = new Map<string, Row[]>();
  for (const c of customers) byPhone.set(c.phone, [...(byPhone.get(c.phone) ?? []), c]);
  const links = new Map<string, string>();
  for (const group of byPhone.values()) {
    if (group.length < 2 || !group.some((c) => converted.has(c.id))) continue;
    const name = (c: Row) => ({ firstName: c.first_name, lastName: c.last_name });
    group.forEach((c, i) => {
      if (c.same_phone_as) return;
      if (group.some((o) => o !== c && sameName(name(o), name(c)))) return;
      const owner = group.slice(0, i).find((e) => converted.has(c.id) || converted.has(e.id));
      if (owner) links.set(c.id, owner.id);
    });
  }
  return links;
}

// The numbers as they were typed are not kept: a way back would put them in a form no write produces any more.
export async function down(): Promise<void> {}
