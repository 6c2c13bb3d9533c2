import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { takeRateSlot } from './rate-limit';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

const rule = { max: 2, windowMs: 60_000, message: 'Trop de requêtes.' };

describe('takeRateSlot', () => {
  it('refuses the attempt after `max` inside the window and accepts again once the window has slid', async () => {
    const t0 = new Date('2026-11-22T10:00:00Z');
    await takeRateSlot(t.db, 'order:1.1.1.1', rule, t0);
    await takeRateSlot(t.db, 'order:1.1.1.1', rule, new Date(t0.getTime() + 30_000));
    await expect(takeRateSlot(t.db, 'order:1.1.1.1', rule, new Date(t0.getTime() + 59_000))).rejects.toMatchObject({
      status: 429,
    });
    // Another key has its own budget.
    await takeRateSlot(t.db, 'order:2.2.2.2', rule, new Date(t0.getTime() + 59_000));
    // 61 s after the first hit, only one hit remains in the window.
    await takeRateSlot(t.db, 'order:1.1.1.1', rule, new Date(t0.getTime() + 61_000));
  });

  it('forgets addresses that never came back after an hour', async () => {
    const t0 = new Date('2026-11-22T10:00:00Z');
    await takeRateSlot(t.db, 'order:3.3.3.3', rule, t0);
    await takeRateSlot(t.db, 'order:4.4.4.4', rule, new Date(t0.getTime() + 61 * 60_000));
    const keys = await t.db.selectFrom('shopper_rate_hits').select('key').execute();
    expect(keys.map((k) => k.key)).toEqual(['order:4.4.4.4']);
  });
});
