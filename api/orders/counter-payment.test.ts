import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATELIER_OVERPAID } from '#shared/schemas/atelier-order';
import { newOrderCode } from '#shared/schemas/order-record';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { newId } from '../ids';
import { createMerchant, createProduct } from '../testing/factories';
import { syncPush, syncUpsert } from '../testing/requests';

// A walk-in order records what was paid at the counter (cash or mobile money), through the same sync.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const walkIn = (productId: string, payments: unknown[]) => ({
  code: newOrderCode(),
  status: 'pending',
  customerId: null,
  firstname: 'Awa',
  lastname: 'Sanou',
  phone: '+22670112233',
  email: '',
  city: 'Ouagadougou',
  address: null,
  lines: [{ productId, subProductId: null, name: 'Pagne wax', size: null, color: null, quantity: 2, unitPrice: 7500 }],
  message: null,
  payments,
});

describe('a walk-in order paid at the counter', () => {
  it('keeps a cash or mobile money payment with the order, refuses more than its total or an unknown way', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, m.storeId, { stock: 50 });
    const cash = newId();
    const momo = newId();
    const results = await syncPush(t, m.token, [
      syncUpsert(
        'orders',
        cash,
        walkIn(productId, [
          { id: newId(), at: new Date().toISOString(), amount: 15000, note: 'Espèces', method: 'cash' },
        ]),
      ),
      syncUpsert(
        'orders',
        momo,
        walkIn(productId, [
          { id: newId(), at: new Date().toISOString(), amount: 5000, note: 'Mobile money', method: 'mobile_money' },
        ]),
      ),
      syncUpsert(
        'orders',
        newId(),
        walkIn(productId, [{ id: newId(), at: new Date().toISOString(), amount: 15001, note: null, method: 'cash' }]),
      ),
      syncUpsert(
        'orders',
        newId(),
        walkIn(productId, [{ id: newId(), at: new Date().toISOString(), amount: 100, note: null, method: 'cheque' }]),
      ),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'rejected', 'rejected']);
    expect(results[2]).toMatchObject({ message: ATELIER_OVERPAID });
    const order = await requestJson(t.app, 'GET', `/api/orders/${momo}`, undefined, m.token);
    expect(order.status).toBe(200);
    expect(order.data.data ?? order.data).toMatchObject({
      total: 15000,
      payments: [{ amount: 5000, method: 'mobile_money' }],
    });
  });
});
