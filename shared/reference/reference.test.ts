import { describe, expect, it } from 'vitest';
import { COLORS, HEX_COLOR_PATTERN, colorLabel } from './colors';
import { CURRENCIES, isCurrencyCode } from './currencies';
import { PHONE_CODES } from './phone-codes';
import { RESERVED_SLUGS, ORDER_STATUS_LABELS, ORDER_STATUSES } from '../constants';

describe('reference lists', () => {
  it('has about 55 distinct colours with hex and French label', () => {
    expect(COLORS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(COLORS.map((c) => c.hex)).size).toBe(COLORS.length);
    expect(new Set(COLORS.map((c) => c.label)).size).toBe(COLORS.length);
    for (const c of COLORS) expect(c.hex).toMatch(HEX_COLOR_PATTERN);
    expect(colorLabel('#FFF')).toBe('Blanc');
  });

  it('has about 90 currencies with French names, XOF first', () => {
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(85);
    expect(new Set(CURRENCIES.map((c) => c.code)).size).toBe(CURRENCIES.length);
    expect(CURRENCIES[0]).toEqual({ code: 'XOF', name: 'Franc CFA (BCEAO)' });
    expect(CURRENCIES.find((c) => c.code === 'EUR')?.name).toBe('Euro');
    for (const code of ['XAF', 'USD', 'GHS', 'NGN']) expect(isCurrencyCode(code)).toBe(true);
    // Every code is a real ISO 4217 code the runtime knows (its name is not the code itself).
    for (const c of CURRENCIES) expect(c.name).not.toBe(c.code);
  });

  it('has the phone country codes with French names, Burkina Faso (+226) first, then sorted', () => {
    expect(PHONE_CODES.length).toBeGreaterThanOrEqual(190);
    expect(PHONE_CODES[0]).toMatchObject({ country: 'BF', callingCode: '226', label: 'Burkina Faso (+226)' });
    expect(PHONE_CODES.find((p) => p.country === 'CI')?.name).toBe('Côte d’Ivoire');
    const names = PHONE_CODES.slice(1).map((p) => p.name);
    expect([...names].sort(new Intl.Collator('fr').compare)).toEqual(names);
  });

  it('reserves every top-level path of the product and labels every order status', () => {
    for (const p of [
      'api',
      'auth',
      'user',
      'admin',
      'pricing',
      'stores',
      'uploads',
      'sanctum',
      'forbiden',
      'contact-us',
    ]) {
      expect(RESERVED_SLUGS).toContain(p);
    }
    expect(ORDER_STATUS_LABELS.pending).toBe('En Cours');
    expect(Object.keys(ORDER_STATUS_LABELS)).toEqual([...ORDER_STATUSES]);
  });
});
