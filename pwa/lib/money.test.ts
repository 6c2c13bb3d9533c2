import { describe, expect, it } from 'vitest';
import { currencyLabel, money } from './money';

describe('money', () => {
  it('writes CFA francs French style, with plain spaces', () => {
    expect(money(15000, 'XOF')).toBe('15 000 F CFA');
    expect(money(0, 'XOF')).toBe('0 F CFA');
  });
  it('writes the store currency, not CFA francs', () => {
    expect(money(250000, 'GNF')).toBe('250 000 GNF');
    expect(money(12.5, 'EUR')).toBe('12,50 €');
    expect(money(1500, 'NGN')).toBe('1 500,00 NGN');
  });
  it('falls back to XOF when the store has no currency yet', () => {
    expect(money(15000, undefined)).toBe('15 000 F CFA');
    expect(money(15000, '')).toBe('15 000 F CFA');
  });
  it('writes an unknown code after the number', () => {
    expect(money(1234.5, 'FCFA')).toBe('1 234,5 FCFA');
  });
  it('keeps at most two decimals', () => {
    expect(money(1234.567, 'XOF')).toBe('1 234,57 F CFA');
    expect(money(9.999, 'EUR')).toBe('10,00 €');
  });
});

describe('currencyLabel', () => {
  it('writes F CFA for the CFA franc and names the other currencies', () => {
    expect(currencyLabel('XOF')).toBe('F CFA');
    expect(currencyLabel(undefined)).toBe('F CFA');
    expect(currencyLabel('EUR')).toBe('€');
    expect(currencyLabel('GNF')).toBe('GNF');
    expect(currencyLabel('FCFA')).toBe('FCFA');
    expect(currencyLabel('abc1')).toBe('abc1');
  });
});
