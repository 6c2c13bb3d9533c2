import { describe, expect, it } from 'vitest';
import type { MirrorRow } from './db';
import { customerAccount, deviceFigures } from './device-figures';

const row = (id: string, data: Record<string, unknown>, deletedAt: string | null = null): MirrorRow => ({
  id,
  data,
  deletedAt,
  updatedAt: '2026-11-20T10:00:00.000Z',
  server: null,
  pending: 0,
});
const line = (quantity: number, unitPrice: number) => ({
  productId: null,
  subProductId: null,
  name: 'Boubou',
  size: null,
  color: null,
  quantity,
  unitPrice,
});

const paidAt = '2026-11-02T10:00:00Z';
const cash = (amount: number) => [{ id: `p${amount}`, at: paidAt, amount, note: null, method: 'cash' }];
const orders = [
  // delivered and marked paid
  row('o1', {
    customerId: 'c1',
    status: 'delivered',
    lines: [line(2, 5000)],
    paidAt,
    createdAt: '2026-11-01T00:00:00Z',
  }),
  // paid but not delivered yet: earned already
  row('o2', {
    customerId: 'c1',
    status: 'confirmed',
    lines: [line(1, 3000)],
    paidAt,
    createdAt: '2026-11-02T00:00:00Z',
  }),
  row('o3', { customerId: 'c1', status: 'canceled', lines: [line(1, 9000)], createdAt: '2026-11-03T00:00:00Z' }),
  // delivered but not paid: still owed
  row('o4', { customerId: 'c2', status: 'delivered', lines: [line(1, 1000)], createdAt: '2026-11-04T00:00:00Z' }),
  row('o5', { customerId: 'c1', status: 'delivered', lines: [line(1, 7)] }, '2026-11-05T00:00:00Z'),
  // a counter sale paid in cash, still « En Cours »; a deposit on a made-to-measure order
  row('o6', { customerId: 'c1', status: 'pending', lines: [line(1, 4000)], payments: cash(4000) }),
  row('o7', { customerId: 'c1', status: 'pending', lines: [line(1, 6000)], payments: cash(2500) }),
];

describe('figures counted on the device (decision 024: from payments, not delivery)', () => {
  it('a customer’s orders, newest first, with what she paid and what she still owes', () => {
    const account = customerAccount(orders, 'c1');
    expect(account.orders.map((o) => o.code || o.id)).toEqual(['o6', 'o7', 'o3', 'o2', 'o1']);
    expect(account.paid).toBe(10000 + 3000 + 4000 + 2500);
    expect(account.due).toBe(3500);
    expect(account.orders.find((o) => o.id === 'o7')).toMatchObject({ paid: 2500, owed: 3500 });
    expect(customerAccount(orders, 'c2')).toMatchObject({ paid: 0, due: 1000 });
  });
  it('the dashboard’s counts: customers and orders held, by status, money earned and still owed', () => {
    const customers = [row('c1', {}), row('c2', {}), row('c3', {}, '2026-11-01T00:00:00Z')];
    const f = deviceFigures(customers, orders);
    expect(f.customers).toBe(2);
    expect(f.orders).toBe(6);
    expect(f.ordersByStatus).toMatchObject({ delivered: 2, confirmed: 1, canceled: 1, pending: 2, shipped: 0 });
    expect(f.revenue).toBe(19500);
    expect(f.owed).toBe(4500);
  });
  it('counts what the shopper pays: the delivery fee added, the promo discount taken off', () => {
    const checkout = [
      row('o6', {
        customerId: 'c1',
        status: 'delivered',
        lines: [line(1, 20000)],
        deliveryFee: 1000,
        discount: 2000,
        paidAt,
        createdAt: '2026-11-06T00:00:00Z',
      }),
    ];
    expect(deviceFigures([row('c1', {})], checkout).revenue).toBe(19000);
    expect(customerAccount(checkout, 'c1').paid).toBe(19000);
  });
});
