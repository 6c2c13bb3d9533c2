import { describe, expect, it } from 'vitest';
import { ATELIER_OVERPAID, AMOUNT_INVALID, DUE_DATE_PAST } from '#shared/schemas/atelier-order';
import { depositError, dueDateError, parseAmount } from './order-form';

describe('the made-to-measure order form', () => {
  it('reads amounts as the tailor types them, with the spaces she sees on every amount', () => {
    expect(parseAmount('25 000')).toBe(25000);
    expect(parseAmount('25\u202f000')).toBe(25000);
    expect(parseAmount('2500,5')).toBe(2500.5);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('abc')).toBeNaN();
    expect(parseAmount('-2000')).toBeNaN();
    expect(parseAmount('999999999999999')).toBeNaN();
  });

  it('says a deposit in letters or below zero is not an amount, and only a real one above the total is too much', () => {
    expect(depositError('abc', 20000)).toBe(AMOUNT_INVALID);
    expect(depositError('-5000', 20000)).toBe(AMOUNT_INVALID);
    expect(depositError('50 000', 20000)).toBe(ATELIER_OVERPAID);
    expect(depositError('5 000', 20000)).toBeNull();
    expect(depositError('', 20000)).toBeNull();
  });

  it('refuses a due date already past, not today', () => {
    expect(dueDateError('2020-01-01', '2026-11-27')).toBe(DUE_DATE_PAST);
    expect(dueDateError('2026-11-26', '2026-11-27')).toBe(DUE_DATE_PAST);
    expect(dueDateError('2026-11-27', '2026-11-27')).toBeNull();
    expect(dueDateError('', '2026-11-27')).toBeNull();
  });
});
