import { describe, expect, it } from 'vitest';
import { EMPTY_ORDER, type OrderRecord } from '#shared/schemas/order-record';
import { orderCsvRow, toCsv } from './csv';

const order: OrderRecord = {
  ...EMPTY_ORDER,
  code: 'ABC123',
  status: 'pending',
  firstname: 'Mariam',
  lastname: 'Sawadogo',
  phone: '+22676554433',
  email: 'mariam@exemple.bf',
  city: 'Ouagadougou',
  lines: [
    { productId: 'p1', subProductId: null, name: 'Pagne wax', size: null, color: null, quantity: 2, unitPrice: 10000 },
  ],
  deliveryOption: 'delivery',
  deliveryZone: 'Plateau',
  deliveryFee: 1000,
  paymentMethod: 'wave',
  promoCode: 'BIENVENUE',
  discount: 2000,
  transactionId: 'WV-778899',
  paidAt: '2026-11-26T11:00:00.000Z',
  createdAt: '2026-11-26T10:00:00.000Z',
} as OrderRecord;

describe('the orders export', () => {
  it('carries delivery, fee, promo code, discount, total, payment, transaction and paid day', () => {
    expect(orderCsvRow(order)).toMatchObject({
      'Sous-total': 20000,
      Livraison: 'Livraison — Plateau',
      'Frais de livraison': 1000,
      'Code promo': 'BIENVENUE',
      Réduction: 2000,
      Total: 19000,
      Paiement: 'Wave',
      Transaction: 'WV-778899',
      'Payée le': '2026-11-26',
      'Payée par': 'La boutique',
      Payé: 19000,
      'Reste à payer': 0,
    });
  });

  it('says which orders the payment provider confirmed by itself', () => {
    expect(orderCsvRow({ ...order, paidVia: 'cinetpay' })).toMatchObject({
      'Payée le': '2026-11-26',
      'Payée par': 'CinetPay (automatiquement)',
    });
    expect(orderCsvRow({ ...order, paidAt: null })).toMatchObject({ 'Payée le': '', 'Payée par': '' });
  });

  it('says what is paid and owed from the payments, not the status (decision 024)', () => {
    const counter = { ...order, paidAt: null, payments: [{ id: 'p', at: order.createdAt, amount: 19000, note: null }] };
    expect(orderCsvRow(counter)).toMatchObject({ Statut: 'En Cours', Payé: 19000, 'Reste à payer': 0 });
    const deliveredUnpaid = { ...order, status: 'delivered' as const, paidAt: null };
    expect(orderCsvRow(deliveredUnpaid)).toMatchObject({ Statut: 'Livrée', Payé: 0, 'Reste à payer': 19000 });
  });

  it('leaves the checkout columns empty for an order without them', () => {
    const plain = orderCsvRow({
      ...order,
      deliveryOption: null,
      deliveryFee: 0,
      paymentMethod: null,
      promoCode: null,
      discount: 0,
      transactionId: null,
      paidAt: null,
    });
    expect(plain).toMatchObject({
      Livraison: '',
      Paiement: '',
      'Code promo': '',
      Total: 20000,
      'Payée le': '',
      Payé: 0,
    });
    expect(toCsv([plain]).split('\r\n')[0]).toContain('Frais de livraison;Code promo;Réduction;Total;Paiement');
  });
});
