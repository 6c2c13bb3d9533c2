import { describe, expect, it } from 'vitest';
import { FEE_INVALID, TIME_ZONE_INVALID } from '#shared/schemas/checkout';
import { checkoutErrors, deliveryFormValues, paymentFormValues } from './form-values';

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

  it('checks only the parts she changed, naming each refusal by its path in the whole form', () => {
    const empty = { ...base, delivery: null, payment: null };
    const values = {
      delivery: deliveryFormValues(empty),
      payment: paymentFormValues(empty),
      timeZone: 'Africa/Ouagadougou',
    };
    // A new store sets its time zone first: the empty delivery and payment parts are not judged.
    expect(checkoutErrors(values, ['timeZone'])).toEqual({});
    values.delivery.delivery = { enabled: true, zones: [{ id: null, name: 'Plateau', fee: 'mille', closed: false }] };
    values.timeZone = 'Mars/Olympus';
    const errors = checkoutErrors(values, ['delivery', 'timeZone']);
    expect(errors['delivery.delivery.zones.0.fee']).toBe(FEE_INVALID);
    expect(errors.timeZone).toBe(TIME_ZONE_INVALID);
    expect(Object.keys(errors).some((k) => k.startsWith('payment'))).toBe(false);
  });
});
