import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { promoCodeCreateSchema } from '#shared/schemas/checkout';
import { promoBody, promoFormValues, reductionText, usesText } from './promo-form';

describe('the promo code form', () => {
  it('sends only the scope the merchant chose, and the shared schema reads it', () => {
    const values = { ...promoFormValues(), code: 'tabaski 10', value: '10', scope: 'category' as const };
    values.productIds = ['p1'];
    values.categoryId = 'c1';
    const body = promoBody(values);
    expect(body.productIds).toEqual([]);
    expect(body.categoryId).toBe('c1');
    const parsed = v.parse(promoCodeCreateSchema, body);
    expect(parsed).toMatchObject({ code: 'TABASKI10', kind: 'percent', value: 10, maxUses: null, startsOn: null });
  });

  it('writes a reduction and its uses as the list shows them', () => {
    expect(reductionText({ kind: 'percent', value: 15 }, String)).toBe('-15 %');
    expect(reductionText({ kind: 'fixed', value: 1000 }, (n) => `${n} F`)).toBe('-1000 F');
    expect(usesText({ uses: 3, maxUses: 10 })).toBe('3 / 10');
    expect(usesText({ uses: 3, maxUses: null })).toBe('3');
  });
});
