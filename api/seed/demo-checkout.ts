import type { DB } from '../db/database';
import { newId, nowIso } from '../ids';
import type { DeliverySettings, PaymentSettings } from '#shared/checkout';

/**
 * The demo store's checkout: pickup at the shop and delivery by zone (one closed), free delivery from
 * 50 000 F CFA, cash on delivery with Wave and Orange Money, and two promo codes. Seeded after the demo orders
 * (those were placed before the store offered delivery).
 */
export async function seedDemoCheckout(db: DB, storeId: string) {
  const delivery: DeliverySettings = {
    pickup: { enabled: true, address: 'Avenue Kwame Nkrumah, Ouagadougou (en face de la pharmacie)' },
    delivery: {
      enabled: true,
      zones: [
        { id: newId(), name: 'Plateau', fee: 1000, closed: false },
        { id: newId(), name: 'Pikine', fee: 2000, closed: false },
        { id: newId(), name: 'Ouaga 2000', fee: 1500, closed: false },
        { id: newId(), name: 'Koudougou', fee: 3500, closed: true },
      ],
    },
    freeDeliveryFrom: 50000,
  };
  const payment: PaymentSettings = {
    cashOnDelivery: true,
    mobileMoney: [
      { method: 'wave', number: '+22670000001', instruction: 'Au nom de Boutique Démo.' },
      { method: 'orange_money', number: '+22676000001', instruction: 'Indiquez le numéro de commande en motif.' },
    ],
  };
  const now = nowIso();
  await db
    .updateTable('stores')
    .set({ delivery_settings: JSON.stringify(delivery), payment_settings: JSON.stringify(payment), updated_at: now })
    .where('id', '=', storeId)
    .execute();
  await db
    .insertInto('promo_codes')
    .values([
      {
        id: newId(),
        store_id: storeId,
        code: 'BIENVENUE',
        kind: 'percent',
        value: 10,
        starts_on: null,
        ends_on: null,
        max_uses: 100,
        min_order_amount: null,
        category_id: null,
        created_at: now,
        updated_at: now,
      },
      {
        id: newId(),
        store_id: storeId,
        code: 'TABASKI',
        kind: 'fixed',
        value: 2000,
        starts_on: null,
        ends_on: null,
        max_uses: null,
        min_order_amount: 20000,
        category_id: null,
        created_at: now,
        updated_at: now,
      },
    ])
    .execute();
}
