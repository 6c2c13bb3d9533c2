import { describe, expect, it } from 'vitest';
import { paidLine } from './paid-line';

describe('paidLine', () => {
  it('says an order paid by CinetPay was paid automatically, with the date in French', () => {
    expect(paidLine('2026-12-05T14:32:00.000Z', 'cinetpay', 'UTC')).toBe(
      'Payée automatiquement le 5 décembre 2026 à 14:32',
    );
  });
  it('says an order marked paid by hand was marked paid', () => {
    expect(paidLine('2026-01-01T09:05:00.000Z', null, 'UTC')).toBe('Marquée payée le 1 janvier 2026 à 09:05');
  });
});
