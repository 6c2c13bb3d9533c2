import { describe, expect, it } from 'vitest';
import { deliveryFormValues, errorsOfPart, paymentFormValues } from './form-values';

const base = { timeZone: 'Africa/Dakar', timeZoneChosen: false, country: 'SN', currency: 'XOF' };

describe('checkout settings form values', () => {
  it('starts empty when the store never set delivery or payment', () => {
    expect(deliveryFormValues({ ...base, delivery: null, payment: null })).toEqual({
      pickup: { enabled: false, address: '' },
      delivery: { enabled: false, zones: [] },
      freeDeliveryFrom: '',
    });
    expect(paymentFormValues({ ...base, delivery: null, payment: null })).toEqual({
      cashOnDelivery: false,
      mobileMoney: [],
    });
  });

  it('shows stored amounts as text and keeps zone ids', () => {
    const values = deliveryFormValues({
      ...base,
      payment: null,
      delivery: {
        pickup: { enabled: true, address: 'Marché Sandaga' },
        delivery: { enabled: true, zones: [{ id: 'z1', name: 'Plateau', fee: 1000, closed: false }] },
        freeDeliveryFrom: 20000,
      },
    });
    expect(values.delivery.zones[0]).toEqual({ id: 'z1', name: 'Plateau', fee: '1000', closed: false });
    expect(values.freeDeliveryFrom).toBe('20000');
  });

  it('puts the server errors of one part on that form’s fields', () => {
    expect(
      errorsOfPart(
        { 'delivery.delivery.zones.0.fee': 'Frais invalides', 'payment.cashOnDelivery': 'x', delivery: 'd' },
        'delivery',
      ),
    ).toEqual({ 'delivery.zones.0.fee': 'Frais invalides', '': 'd' });
  });
});
