import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM,
  changedFields,
  parseCustomerForm,
  toFormValues,
  validateCustomerForm,
} from './customer-form-values';
import { matchesCustomer, sortCustomers } from '../../lib/customers/customer-search';

describe('customer form values', () => {
  it('puts the shared schema messages on their fields, a measurement on its row', () => {
    const errors = validateCustomerForm({
      ...EMPTY_FORM,
      lastName: 'Traoré',
      phone: '123',
      email: 'x@',
      measurements: [
        { name: 'Tour de taille', value: 80 },
        { name: 'Épaule', value: -2 },
      ],
    });
    expect(errors).toEqual({
      firstName: 'Le champ est vide',
      phone: 'Numero Invalide',
      email: 'Email Incorrect',
      'measurements.1.value': 'Mesure invalide : un nombre positif en cm',
    });
  });

  it('round-trips a stored customer and sends only changed fields on edit', () => {
    const stored = {
      firstName: 'Awa',
      lastName: 'Sawadogo',
      phone: null,
      email: null,
      city: 'Ouagadougou',
      address: null,
      gender: 'female',
      notes: null,
      measurements: { 'Tour de taille': 70 },
    };
    const values = toFormValues(stored);
    expect(values.measurements).toEqual([{ name: 'Tour de taille', value: 70 }]);
    expect(parseCustomerForm(values)).toEqual(stored);
    const edited = parseCustomerForm({
      ...values,
      city: 'Bobo-Dioulasso',
      measurements: [{ name: 'Tour de taille', value: 72 }],
    });
    expect(changedFields(stored, edited)).toEqual({ city: 'Bobo-Dioulasso', measurements: { 'Tour de taille': 72 } });
    expect(changedFields(null, edited)).toEqual(edited);
  });
});

describe('customer search', () => {
  const awa = { firstName: 'Awa', lastName: 'Traoré', phone: '+22670112233', city: 'Koudougou' };
  it('ignores accents and case, matches phone digits whatever the spacing', () => {
    expect(matchesCustomer(awa, 'traore')).toBe(true);
    expect(matchesCustomer(awa, 'AWA kou')).toBe(true);
    expect(matchesCustomer(awa, '70 11')).toBe(true);
    expect(matchesCustomer(awa, 'Issa')).toBe(false);
    expect(matchesCustomer(awa, '')).toBe(true);
  });
  it('sorts by last name in French order', () => {
    const rows = [{ data: { lastName: 'Zongo' } }, { data: { lastName: 'Éla' } }, { data: { lastName: 'Bamba' } }];
    expect(sortCustomers(rows).map((r) => r.data.lastName)).toEqual(['Bamba', 'Éla', 'Zongo']);
  });
});
