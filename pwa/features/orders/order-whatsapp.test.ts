import { describe, expect, it } from 'vitest';
import { EMPTY_ORDER, type OrderRecord } from '#shared/schemas/order-record';
import { orderWhatsappText } from './order-whatsapp';

const money = (n: number) => `${n} F`;
const base = {
  ...EMPTY_ORDER,
  firstname: 'Mariam',
  code: 'ABC123',
  status: 'pending',
  lines: [
    { productId: 'p', subProductId: null, name: 'Pagne', size: null, color: null, quantity: 2, unitPrice: 10000 },
  ],
  total: 20000,
} as OrderRecord;

describe('the WhatsApp message about an order', () => {
  it('says the total with delivery, code and payment', () => {
    const text = orderWhatsappText(
      {
        ...base,
        total: 19000,
        deliveryOption: 'delivery',
        deliveryZone: 'Plateau',
        deliveryFee: 1000,
        promoCode: 'BIENVENUE',
        discount: 2000,
        paymentMethod: 'wave',
        paidAt: null,
      },
      'Chez Awa',
      money,
    );
    expect(text).toContain('Votre commande ABC123');
    expect(text).toContain('Total : 19000 F (Livraison — Plateau : 1000 F, réduction (code BIENVENUE) : -2000 F).');
    expect(text).toContain('Paiement : Wave, en attente.');
    expect(orderWhatsappText({ ...base, paymentMethod: 'wave', paidAt: '2026-11-26' }, 'Chez Awa', money)).toContain(
      'Paiement : Wave, reçu. Merci !',
    );
  });

  it('is the status news alone for an order without checkout', () => {
    const text = orderWhatsappText(base, 'Chez Awa', money);
    expect(text).not.toContain('Total');
    expect(text).not.toContain('Paiement');
  });
});
