import type { DB } from '../db/database';
import type { SyncRefusal } from '../sync/table-def';
import type { OrderRecord } from '#shared/schemas/order-record';
import {
  ATELIER_OVERPAID,
  GARMENTS_LOCKED,
  GARMENTS_PRICE_MISMATCH,
  ORDER_CLOTHING_TYPE_UNKNOWN,
  ORDER_MEASURE_SET_UNKNOWN,
  PAYMENT_LOCKED,
  paidOf,
  type Garment,
} from '#shared/schemas/atelier-order';
import { sameValue } from '../sync/same-value';
import { garmentResourcesRefusal } from './fabric-usage';

const refuse = (field: string, message: string): SyncRefusal => ({ message, errors: { [field]: [message] } });

/**
 * The made-to-measure rules of an order, judged in the push's transaction (decision 014) with the order's
 * own rules: garments of this store's clothing types, cut from a measurement set of the same customer and store; the
 * garments' prices are the order's lines; payments never exceed the total and, once on the server, never change (a
 * new payment is appended); a garment's snapshot of measurements never changes — only its stage and notes move.
 */
export async function atelierOrderRefusal(
  trx: DB,
  storeId: string,
  next: OrderRecord,
  before: OrderRecord | null,
): Promise<SyncRefusal | null> {
  const garments = next.garments ?? [];
  const payments = next.payments ?? [];
  if (paidOf(payments) > next.total + 1e-9) return refuse('payments', ATELIER_OVERPAID);

  if (!before) {
    const resources = await garmentResourcesRefusal(trx, storeId, garments);
    if (resources) return resources;
    if (garments.length) {
      const priced = Math.round(garments.reduce((s, g) => s + g.price, 0) * 100) / 100;
      if (priced !== next.total) return refuse('garments', GARMENTS_PRICE_MISMATCH);
    }
    for (const g of garments) {
      if (g.clothingTypeId) {
        const type = await trx
          .selectFrom('atelier_clothing_types')
          .select('id')
          .where('id', '=', g.clothingTypeId)
          .where('store_id', '=', storeId)
          .executeTakeFirst();
        if (!type) return refuse('garments', ORDER_CLOTHING_TYPE_UNKNOWN);
      }
      if (g.measurementSetId) {
        const set = await trx
          .selectFrom('measurement_sets')
          .select('customer_id')
          .where('id', '=', g.measurementSetId)
          .where('store_id', '=', storeId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!set || set.customer_id !== next.customerId) return refuse('garments', ORDER_MEASURE_SET_UNKNOWN);
      }
    }
    return null;
  }

  const earlier = before.payments ?? [];
  if (payments.length < earlier.length || earlier.some((p, i) => !sameValue(p, payments[i])))
    return refuse('payments', PAYMENT_LOCKED);
  const was = before.garments ?? [];
  // Garments written before fabric and services existed have no such keys: absent and null are the same.
  const fixed = (g: Garment) => ({
    ...g,
    stage: null,
    notes: null,
    fabricId: g.fabricId ?? null,
    fabricMeters: g.fabricMeters ?? null,
    serviceId: g.serviceId ?? null,
  });
  if (garments.length !== was.length || was.some((g, i) => !sameValue(fixed(g), fixed(garments[i]!))))
    return refuse('garments', GARMENTS_LOCKED);
  return null;
}
