import { describe, expect, it } from 'vitest';
import { nameKey, sameName, samePhoneAsLabel } from './customer-match';

describe('sameName', () => {
  it('ignores accents, case and the order of the names', () => {
    expect(
      sameName({ firstName: 'Aminata', lastName: 'Ouédraogo' }, { firstName: 'OUEDRAOGO', lastName: 'aminata' }),
    ).toBe(true);
    expect(
      sameName({ firstName: 'Marie-Hélène', lastName: 'Kaboré' }, { firstName: 'marie helene', lastName: 'KABORE' }),
    ).toBe(true);
  });

  it('tells two people of one family apart', () => {
    expect(
      sameName({ firstName: 'Aminata', lastName: 'Ouédraogo' }, { firstName: 'Fatimata', lastName: 'Kaboré' }),
    ).toBe(false);
    expect(sameName({ firstName: 'Aminata', lastName: 'Kaboré' }, { firstName: 'Fatimata', lastName: 'Kaboré' })).toBe(
      false,
    );
  });

  it('never matches an empty name', () => {
    expect(nameKey({})).toBe('');
    expect(sameName({ firstName: '', lastName: '' }, { firstName: ' ', lastName: '' })).toBe(false);
  });

  it('words the flag as the merchant reads it', () => {
    expect(samePhoneAsLabel('Fatimata Kaboré')).toBe('Même téléphone que Fatimata Kaboré');
  });
});
