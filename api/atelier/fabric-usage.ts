import type { DB } from '../db/database';
import type { OrderRecord } from '#shared/schemas/order-record';
import type { Garment } from '#shared/schemas/atelier-order';
import { ORDER_FABRIC_UNKNOWN, ORDER_SERVICE_UNKNOWN, toCm } from '#shared/schemas/atelier-resources';
import type { SyncRefusal } from '../sync/table-def';
import { foreignIds, moveFabricStock } from './resources-repository';

/**
 * Centimetres of each fabric of the store an order takes from stock: every garment cut from a fabric of the stock,
 * nothing once the order is canceled (the fabric goes back).
 */
export function fabricUsage(order: Pick<OrderRecord, 'status' | 'garments'> | null): Map<string, number> {
  const use = new Map<string, number>();
  if (!order || order.status === 'canceled') return use;
  for (const g of order.garments ?? []) {
    if (g.fabric !== 'stock' || !g.fabricId || !g.fabricMeters) continue;
    use.set(g.fabricId, (use.get(g.fabricId) ?? 0) + toCm(g.fabricMeters));
  }
  return use;
}

/**
 * Moves fabric stock by what an order's change takes or gives back: the difference between the usage of the order as
 * it was (null for a new one) and as it is now. Called by the orders' apply hook in the push's transaction, which
 * runs once per applied mutation — a replayed or duplicated mutation changes nothing (same usage before and after),
 * a garment removed or an order canceled gives its metres back, exactly once.
 */
export async function applyFabricUsage(
  trx: DB,
  storeId: string,
  before: Pick<OrderRecord, 'status' | 'garments'> | null,
  next: Pick<OrderRecord, 'status' | 'garments'>,
): Promise<void> {
  const was = fabricUsage(before);
  const now = fabricUsage(next);
  for (const id of new Set([...was.keys(), ...now.keys()])) {
    await moveFabricStock(trx, storeId, id, (was.get(id) ?? 0) - (now.get(id) ?? 0));
  }
}

/** New fabrics and services named by garments (not in `before`) must be the store's own. */
export async function garmentResourcesRefusal(
  trx: DB,
  storeId: string,
  garments: readonly Garment[],
  before: readonly Garment[] = [],
): Promise<SyncRefusal | null> {
  const knownFabrics = new Set(before.map((g) => g.fabricId).filter(Boolean));
  const knownServices = new Set(before.map((g) => g.serviceId).filter(Boolean));
  const fabrics = garments.map((g) => g.fabricId).filter((id): id is string => !!id && !knownFabrics.has(id));
  if ((await foreignIds(trx, 'atelier_fabrics', storeId, fabrics)).length)
    return { message: ORDER_FABRIC_UNKNOWN, errors: { garments: [ORDER_FABRIC_UNKNOWN] } };
  const services = garments.map((g) => g.serviceId).filter((id): id is string => !!id && !knownServices.has(id));
  if ((await foreignIds(trx, 'atelier_services', storeId, services)).length)
    return { message: ORDER_SERVICE_UNKNOWN, errors: { garments: [ORDER_SERVICE_UNKNOWN] } };
  return null;
}
