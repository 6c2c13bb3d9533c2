import * as v from 'valibot';
import { customerSchema } from '#shared/schemas/customer';
import type { DB } from '../db/database';
import { nextVersion } from '../db/sync-version';
import { lockSyncCounter } from '../db/dialect';
import { newId, nowIso } from '../ids';
import { placeShopperOrder } from '../orders/place-order';
import { updateOrder } from '../orders/update-order';

/** Tailoring customers with their measurements (cm), so the demo's customer screens are not empty. */
const DEMO_CUSTOMERS = [
  {
    firstName: 'Fatimata',
    lastName: 'Kaboré',
    phone: '+22670112233',
    city: 'Ouagadougou',
    gender: 'female',
    measurements: { tour_de_poitrine: 92, tour_de_taille: 74, tour_de_hanches: 100, longueur_robe: 120 },
  },
  {
    firstName: 'Issouf',
    lastName: 'Sawadogo',
    phone: '+22676445566',
    city: 'Bobo-Dioulasso',
    gender: 'male',
    measurements: { tour_de_cou: 40, tour_de_poitrine: 102, longueur_manche: 62, longueur_chemise: 78 },
  },
  {
    firstName: 'Aminata',
    lastName: 'Traoré',
    phone: '+22378990011',
    city: 'Bamako',
    gender: 'female',
    measurements: {},
  },
];

/** Shoppers' orders placed through the real order service (stock reserved, customer found or created). */
const DEMO_ORDERS = [
  {
    firstname: 'Mariam',
    lastname: 'Ouédraogo',
    phone: '+22670223344',
    email: 'mariam@example.com',
    city: 'Ouagadougou',
    quantity: 2,
    status: 'pending',
  },
  {
    firstname: 'Boureima',
    lastname: 'Zongo',
    phone: '+22665778899',
    email: 'boureima@example.com',
    city: 'Koudougou',
    quantity: 1,
    status: 'confirmed',
  },
  {
    firstname: 'Fatimata',
    lastname: 'Kaboré',
    phone: '+22670112233',
    email: 'fatimata@example.com',
    city: 'Ouagadougou',
    quantity: 1,
    status: 'delivered',
  },
  {
    firstname: 'Salif',
    lastname: 'Compaoré',
    phone: '+22671445566',
    email: 'salif@example.com',
    city: 'Ouagadougou',
    quantity: 1,
    status: 'shipped',
  },
  {
    firstname: 'Rasmata',
    lastname: 'Ilboudo',
    phone: '+22672889900',
    email: 'rasmata@example.com',
    city: 'Kaya',
    quantity: 1,
    status: 'canceled',
  },
  // Fatimata's niece orders from the family phone: filed as her own customer, and the merchant sees « Même téléphone
  // que Fatimata Kaboré » on the order and in both files, with « Fusionner avec … » and « Garder séparés ».
  {
    firstname: 'Aminata',
    lastname: 'Ouédraogo',
    phone: '+22670112233',
    email: 'aminata@example.com',
    city: 'Ouagadougou',
    quantity: 1,
    status: 'pending',
  },
] as const;

/** The merchant's steps from 'pending' to each status (the order state machine). */
const STEPS_TO: Record<(typeof DEMO_ORDERS)[number]['status'], string[]> = {
  pending: [],
  confirmed: ['confirmed'],
  shipped: ['confirmed', 'shipped'],
  delivered: ['confirmed', 'shipped', 'delivered'],
  canceled: ['canceled'],
};

/** Demo customers and orders for the demo store (run once, right after the demo catalogue). */
export async function seedDemoActivity(db: DB, storeId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockSyncCounter(trx, storeId);
    for (const input of DEMO_CUSTOMERS) {
      const c = v.parse(customerSchema, input);
      const now = nowIso();
      await trx
        .insertInto('customers')
        .values({
          id: newId(),
          store_id: storeId,
          first_name: c.firstName,
          last_name: c.lastName,
          phone: c.phone ?? null,
          email: c.email ?? null,
          city: c.city ?? null,
          address: c.address ?? null,
          gender: c.gender ?? null,
          notes: c.notes ?? null,
          measurements: JSON.stringify(c.measurements ?? {}),
          version: await nextVersion(trx, storeId),
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .execute();
    }
  });
  const products = await db
    .selectFrom('products')
    .select('id')
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .where('published', '=', 1)
    .where('stock', '>=', 5)
    .orderBy('name')
    .limit(8)
    .execute();
  // No variant and no delivery or payment choice: the demo store's checkout settings are seeded after these orders.
  const PLAIN_CHOICE = {
    subProductId: null,
    size: null,
    color: null,
    delivery: null,
    zoneId: null,
    address: null,
    payment: null,
    promoCode: null,
  } as const;
  for (const [i, order] of DEMO_ORDERS.entries()) {
    const product = products[i];
    if (!product) break;
    const { status, ...shopper } = order;
    const { id } = await placeShopperOrder(db, storeId, {
      productId: product.id,
      ...PLAIN_CHOICE,
      ...shopper,
    });
    // Walk the state machine as a merchant would, so every status of the order screens has an example.
    for (const next of STEPS_TO[status]) await updateOrder(db, storeId, id, { status: next as never, message: null });
    // Money from payments (decision 024): the delivered one was paid on delivery; the confirmed one paid ahead by
    // mobile money (earned, not delivered yet); the others still owe.
    if (status === 'delivered' || status === 'confirmed') await markPaid(db, storeId, id);
  }
  // More orders of earlier weeks, mostly delivered, so the dashboard's chart has a shape.
  for (let i = 0; i < EARLIER_ORDERS; i++) {
    const product = products[(i * 3) % products.length];
    const shopper = DEMO_ORDERS[i % DEMO_ORDERS.length]!;
    if (!product) break;
    const { id } = await placeShopperOrder(db, storeId, {
      productId: product.id,
      ...PLAIN_CHOICE,
      firstname: shopper.firstname,
      lastname: shopper.lastname,
      phone: shopper.phone,
      email: shopper.email,
      city: shopper.city,
      quantity: 1,
    });
    const status = i % 7 === 3 ? 'canceled' : i % 5 === 1 ? 'shipped' : 'delivered';
    for (const next of STEPS_TO[status]) await updateOrder(db, storeId, id, { status: next as never, message: null });
    // Paid on delivery, but for one the merchant has not collected yet (the dashboard's « À encaisser » shows it).
    if (status === 'delivered' && i !== 2) await markPaid(db, storeId, id);
  }
  await spreadOverDays(db, storeId, 60);
}

/** The merchant's « Marquer payée » (POST /api/orders/{id}/paid), for the demo's orders paid on delivery or ahead. */
async function markPaid(db: DB, storeId: string, orderId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockSyncCounter(trx, storeId);
    const now = nowIso();
    await trx
      .updateTable('orders')
      .set({ paid_at: now, version: await nextVersion(trx, storeId), updated_at: now })
      .where('id', '=', orderId)
      .where('store_id', '=', storeId)
      .execute();
  });
}

/** Orders placed outside the 5 examples above, over the last weeks. */
const EARLIER_ORDERS = 22;

/**
 * Dates the store's orders over the last `days` days (the oldest first, a few a week, the examples above the most
 * recent), their history following each order's own day: the demo's chart and lists look like a shop's real weeks.
 */
async function spreadOverDays(db: DB, storeId: string, days: number): Promise<void> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'history'])
    .where('store_id', '=', storeId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const now = Date.now();
  for (const [i, order] of orders.entries()) {
    // the newest order today, the oldest `days` days ago, a little irregular (a shop's weeks are)
    const ago = Math.min(days - 1, Math.round((i / Math.max(1, orders.length - 1)) * (days - 1) + ((i * 7) % 3) - 1));
    const placed = now - Math.max(0, ago) * 86_400_000 - ((i * 37) % 9) * 3_600_000;
    const history = (JSON.parse(order.history) as { at: string }[]).map((h, step) => ({
      ...h,
      at: new Date(Math.min(now, placed + step * 86_400_000)).toISOString(),
    }));
    const at = new Date(placed).toISOString();
    await db
      .updateTable('orders')
      .set({ created_at: at, history: JSON.stringify(history) })
      .where('id', '=', order.id)
      .execute();
  }
}
