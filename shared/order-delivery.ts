import type { GarmentStage, OrderStatus } from './constants';

/**
 * A made-to-measure order has one delivery, shown in two places: the atelier shows its garments' stages (« Livré »),
 * Commandes its status (« Livrée »). They move together: the last garment handed over makes the order « Livrée »
 * (from any status but « Annulée », skipping the steps a shop order walks through), and an order moved to « Livrée »
 * under Commandes hands over its garments. The device applies it when it writes; the server applies it again to
 * whatever a device sends (an older build), so both places always agree.
 */
export interface DeliveryParts<G extends { stage: GarmentStage }> {
  status: OrderStatus;
  garments?: readonly G[] | null;
}

/** Every garment handed over (false for an order without garments). */
export const garmentsDelivered = (garments: readonly { stage: GarmentStage }[] | null | undefined) =>
  Boolean(garments?.length) && garments!.every((g) => g.stage === 'delivered');

/** The status and garments of an order, in step; the same object when they already are. */
export function deliveryInStep<G extends { stage: GarmentStage }, T extends DeliveryParts<G>>(order: T): T {
  const garments = order.garments ?? [];
  if (!garments.length || order.status === 'canceled') return order;
  if (order.status === 'delivered') {
    if (garmentsDelivered(garments)) return order;
    return { ...order, garments: garments.map((g) => (g.stage === 'delivered' ? g : { ...g, stage: 'delivered' })) };
  }
  return garmentsDelivered(garments) ? { ...order, status: 'delivered' } : order;
}
