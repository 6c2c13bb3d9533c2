import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { createMerchant, createProduct } from '../testing/factories';
import { fromIp, shopper } from '../testing/requests';
import type * as OrderRecordModule from '#shared/schemas/order-record';

// A shopper order's code is judged by the unique index (store_id, code), not by a read first (decision
// 008): a code the store already has writes nothing and another one is drawn. The draw is made to clash here.
const drawn = vi.hoisted(() => ({ queue: [] as string[] }));
vi.mock('#shared/schemas/order-record', async (importOriginal) => {
  const real = await importOriginal<typeof OrderRecordModule>();
  return {
    ...real,
    newOrderCode: (random?: (n: number) => number) => drawn.queue.shift() ?? real.newOrderCode(random),
  };
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('a shopper order whose drawn code the store already has', () => {
  it('gets another code; the other store with the same code is not a clash', async () => {
    const a = await createMerchant(t.db, t.config);
    const b = await createMerchant(t.db, t.config);
    const inA = await createProduct(t.db, a.storeId, { stock: 10 });
    const inB = await createProduct(t.db, b.storeId, { stock: 10 });
    drawn.queue.push('KX7P2M', 'KX7P2M', 'KX7P2M', 'QR4T9W');
    const first = await fromIp(t, '10.9.0.1', `/api/shop/${a.slug}/orders`, shopper(inA.productId));
    expect(first.status, JSON.stringify(first.data)).toBe(201);
    expect(first.data.data.code).toBe('KX7P2M');
    // Another store may have the same code.
    const other = await fromIp(t, '10.9.0.2', `/api/shop/${b.slug}/orders`, shopper(inB.productId));
    expect(other.status, JSON.stringify(other.data)).toBe(201);
    expect(other.data.data.code).toBe('KX7P2M');
    // Same store: the clash is redrawn, and the order is written once, whole.
    const second = await fromIp(t, '10.9.0.3', `/api/shop/${a.slug}/orders`, shopper(inA.productId));
    expect(second.status, JSON.stringify(second.data)).toBe(201);
    expect(second.data.data.code).toBe('QR4T9W');
    const rows = await t.db
      .selectFrom('orders')
      .select(['id', 'code', 'quantity'])
      .where('store_id', '=', a.storeId)
      .orderBy('code')
      .execute();
    expect(rows.map((r) => r.code)).toEqual(['KX7P2M', 'QR4T9W']);
    expect(rows.find((r) => r.code === 'QR4T9W')!.id).toBe(second.data.data.id);
    const stock = await t.db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', inA.productId)
      .executeTakeFirstOrThrow();
    expect(Number(stock.stock)).toBe(10 - 2 * rows[0]!.quantity);
  });
});
