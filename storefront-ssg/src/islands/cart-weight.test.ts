import { describe, expect, it } from 'vitest';
import { CART_SCRIPT_BUDGET, cartScriptWeight } from './cart-weight';

// The cart page stays light on a shopper's phone: its script, with everything it imports, under 15 KB gzipped.
describe('the cart page’s script', () => {
  it('weighs at most 15 KB gzipped', async () => {
    const { gzip } = await cartScriptWeight();
    expect(gzip).toBeGreaterThan(1000);
    expect(gzip).toBeLessThanOrEqual(CART_SCRIPT_BUDGET);
  });
});
