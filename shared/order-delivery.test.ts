import { describe, expect, it } from 'vitest';
import { deliveryInStep, garmentsDelivered } from './order-delivery';

const g = (stage: 'sewing' | 'ready' | 'delivered') => ({ name: 'Boubou', stage });

describe('one delivery shown in the atelier and under Commandes', () => {
  it('the last garment handed over makes the order « Livrée », from any status but canceled', () => {
    expect(deliveryInStep({ status: 'pending', garments: [g('delivered'), g('delivered')] }).status).toBe('delivered');
    expect(deliveryInStep({ status: 'confirmed', garments: [g('delivered')] }).status).toBe('delivered');
    expect(deliveryInStep({ status: 'pending', garments: [g('delivered'), g('ready')] }).status).toBe('pending');
    expect(deliveryInStep({ status: 'canceled', garments: [g('delivered')] }).status).toBe('canceled');
  });
  it('an order moved to « Livrée » hands over its garments; a shop order is left as it is', () => {
    const moved = deliveryInStep({ status: 'delivered', garments: [g('ready'), g('delivered')] });
    expect(moved.garments.map((x) => x.stage)).toEqual(['delivered', 'delivered']);
    const shop = { status: 'delivered' as const, garments: [] };
    expect(deliveryInStep(shop)).toBe(shop);
    expect(garmentsDelivered([])).toBe(false);
  });
});
