import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { transactionSchema } from './schemas/atelier-transaction';
import { salaryPaymentSchema } from './schemas/staff';
import { withoutThousandsSpaces } from './typed-number';

describe('withoutThousandsSpaces', () => {
  it('reads thousands typed with a space, as amounts are shown', () => {
    expect(withoutThousandsSpaces('15 000')).toBe('15000');
    expect(withoutThousandsSpaces(' 1 250 000 ')).toBe('1250000');
    expect(withoutThousandsSpaces('8\u00a0000')).toBe('8000');
    expect(withoutThousandsSpaces('8\u202f000,5')).toBe('8000,5');
    expect(withoutThousandsSpaces('2 500.75')).toBe('2500.75');
  });

  it('leaves anything else for the field to refuse', () => {
    expect(withoutThousandsSpaces('15 00')).toBe('15 00');
    expect(withoutThousandsSpaces('1 2 3')).toBe('1 2 3');
    expect(withoutThousandsSpaces('abc')).toBe('abc');
    expect(withoutThousandsSpaces(' 42 ')).toBe('42');
  });
});

describe('amounts of the forms read « 15 000 » as 15000', () => {
  it('a salary payment and a ledger entry', () => {
    const salary = v.parse(salaryPaymentSchema, { staffId: 's1', period: '2026-11', amount: '85 000' });
    expect(salary.amount).toBe(85000);
    const entry = v.parse(transactionSchema, {
      kind: 'income',
      amount: '15 000,5',
      day: '2026-11-05',
      label: 'Retouche',
    });
    expect(entry.amount).toBe(15000.5);
    expect(
      v.safeParse(transactionSchema, { kind: 'income', amount: '15 00', day: '2026-11-05', label: 'x' }).success,
    ).toBe(false);
  });
});
