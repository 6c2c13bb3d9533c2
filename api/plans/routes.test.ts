import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

describe('GET /api/plans', () => {
  it('lists the four plans by price, description as a list of texts, without login', async () => {
    const res = await requestJson(t.app, 'GET', '/api/plans');
    expect(res.status).toBe(200);
    expect(res.data.data.map((p: any) => p.name)).toEqual(['free', 'starter', 'premium', 'entreprise']);
    for (const plan of res.data.data) {
      expect(Object.keys(plan).sort()).toEqual([
        'billing_cycle',
        'description',
        'discount_rate',
        'id',
        'limits',
        'name',
        'price',
      ]);
      expect(['month', 'year']).toContain(plan.billing_cycle);
      expect(Array.isArray(plan.description)).toBe(true);
      expect(plan.description.every((line: unknown) => typeof line === 'string')).toBe(true);
    }
    expect(res.data.data[0].price).toBe(0);
  });

  it('reads a damaged description as no lines rather than failing', async () => {
    await t.db.updateTable('plans').set({ description: 'pas du json' }).where('name', '=', 'free').execute();
    const res = await requestJson(t.app, 'GET', '/api/plans');
    expect(res.status).toBe(200);
    expect(res.data.data[0].description).toEqual([]);
  });
});
