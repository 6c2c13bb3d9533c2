import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone';
import { internationalDigits } from './phone-international';

describe('internationalDigits: the digits wa.me needs, read like the stored normal form', () => {
  const cases: [typed: string, callingCode: string, digits: string | null][] = [
    ['70 11 22 33', '226', '22670112233'],
    ['+226 75 12 34 56', '226', '22675123456'],
    ['+22670112233', '224', '22670112233'],
    ['0022670112233', '226', '22670112233'],
    ['22670112233', '226', '22670112233'],
    ['07 01 12 23 34', '225', '2250701122334'], // Côte d'Ivoire keeps its 0 (ten digits)
    ['070 11 22 33', '226', '22670112233'], // a trunk 0 elsewhere
    ['+33 6 12 34 56 78', '226', '33612345678'],
    ['628 12 34 56', '224', '224628123456'],
    ['12 34', '226', null],
    ['', '226', null],
    ['1234567890123456', '226', null],
  ];
  for (const [typed, cc, digits] of cases)
    it(`« ${typed} » in a +${cc} store → ${digits ?? 'nothing'}`, () => {
      expect(internationalDigits(typed, cc)).toBe(digits);
      // The same digits as the number's normal form (libphonenumber), which the server stores.
      expect(internationalDigits(typed, cc)).toBe(normalizePhone(typed, cc)?.slice(1) ?? null);
    });

  it('nothing for a missing number', () => {
    expect(internationalDigits(null, '226')).toBeNull();
    expect(internationalDigits(undefined, '226')).toBeNull();
  });
});
