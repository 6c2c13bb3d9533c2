import { describe, expect, it } from 'vitest';
import { readQuantity } from './quantity';

describe('readQuantity: the order form counts what can be ordered and says so while she types', () => {
  it('typing 10 when 2 are left says « Plus que 2 en stock » and counts 2', () => {
    expect(readQuantity('10', 2, 1000)).toEqual({ counted: 2, hint: 'Plus que 2 en stock' });
  });
  it('typing what is left or less counts it, without a word', () => {
    expect(readQuantity('2', 2, 1000)).toEqual({ counted: 2, hint: null });
    expect(readQuantity(' 1 ', 2, 1000)).toEqual({ counted: 1, hint: null });
    expect(readQuantity('30', 1000, 1000)).toEqual({ counted: 30, hint: null });
  });
  it('beyond the order maximum of a well-stocked product says the maximum', () => {
    expect(readQuantity('5000', 1000, 1000)).toEqual({ counted: 1000, hint: '1000 au plus par commande' });
  });
  it('an empty or unreadable field counts 1 and says nothing (the form checks it on « Commander »)', () => {
    for (const typed of ['', '0', '-3', '2,5', 'abc'])
      expect(readQuantity(typed, 2, 1000)).toEqual({ counted: 1, hint: null });
  });
  it('a sold-out choice says nothing more than « Épuisé » already does', () => {
    expect(readQuantity('3', 0, 1000)).toEqual({ counted: 3, hint: null });
  });
});
