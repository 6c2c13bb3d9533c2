import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushResponse, SyncMutation } from '#shared/sync';
import { newOrderCode } from '#shared/schemas/order-record';
import { garmentLine } from '#shared/schemas/atelier-order';
import {
  AMOUNT_POSITIVE,
  DAY_INVALID,
  TRANSACTION_CATEGORY_KIND,
  TRANSACTION_CATEGORY_TAKEN,
  TRANSACTION_NOT_FOUND,
  type TransactionJson,
} from '#shared/schemas/atelier-transaction';
import { EMPTY } from '#shared/messages';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant, type TestMerchant } from '../testing/factories';
import { newId } from '../ids';
import { listLedger, recordTransaction, removeTransactionOf } from './transaction-repository';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('the ledger written by purchases and salaries', () => {
  it('records one entry per source, inside the caller transaction, replaced when recorded again', async () => {
    const m = await createMerchant(t.db, t.config, { subscription: 'active', plan: 'entreprise' });
    const entry = {
      kind: 'expense' as const,
      amount: 45000,
      day: '2026-11-10',
      label: 'Achat bazin — Tissus Dakar',
      source: 'purchase' as const,
      sourceId: 'purchase-1',
    };
    // Rolled back with the caller's transaction: nothing stays.
    await expect(
      t.db.transaction().execute(async (trx) => {
        await recordTransaction(trx, m.storeId, entry);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await listLedger(t.db, m.storeId)).toEqual([]);

    const id = await t.db.transaction().execute((trx) => recordTransaction(trx, m.storeId, entry));
    expect(await recordTransaction(t.db, m.storeId, { ...entry, amount: 50000 })).toBe(id);
    await recordTransaction(t.db, m.storeId, { ...entry, source: 'salary', sourceId: 'pay-1', label: 'Salaire Awa' });
    const ledger = await listLedger(t.db, m.storeId, { month: '2026-11' });
    expect(ledger.map((e) => [e.source, e.amount, e.categoryName])).toEqual(
      expect.arrayContaining([
        ['purchase', 50000, 'Achats aux fournisseurs'],
        ['salary', 45000, 'Salaires'],
      ]),
    );
    expect(ledger).toHaveLength(2);
    await removeTransactionOf(t.db, m.storeId, 'purchase', 'purchase-1');
    expect((await listLedger(t.db, m.storeId)).map((e) => e.source)).toEqual(['salary']);
  });
});

async function tailor(): Promise<TestMerchant> {
  const m = await createMerchant(t.db, t.config, { subscription: 'active', plan: 'entreprise' });
  await requestJson(t.app, 'PUT', '/api/atelier/settings', { enabled: true }, m.token);
  return m;
}
const call = (m: TestMerchant, method: string, path: string, body?: unknown) =>
  requestJson(t.app, method, path, body, m.token);

async function push(m: TestMerchant, mutations: SyncMutation[]) {
  const res = await call(m, 'POST', '/api/sync/push', { clientId: 'tablet-a', mutations });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return (res.data as PushResponse).results;
}

function orderMutation(id: string, changes: Record<string, unknown>, baseVersion = 0): SyncMutation {
  return { mutationId: newId(), table: 'orders', op: 'upsert', id, baseVersion, changes };
}
const garment = { clothingTypeId: null, name: 'Boubou', fabric: 'customer', measurementSetId: null, price: 30000 };
const newOrder = (payments: { id: string; at: string; amount: number; note: null }[]) => ({
  code: newOrderCode(),
  status: 'pending',
  firstname: 'Awa',
  lastname: 'Diop',
  lines: [garmentLine(garment)],
  garments: [garment],
  payments,
  dueDate: '2026-12-20',
});

describe('/api/atelier/transactions', () => {
  it('lists manual entries (« 75 000 » typed as shown) and the orders payments once, even when the sync is replayed; totals by month', async () => {
    const m = await tailor();
    const cat = await call(m, 'POST', '/api/atelier/transaction-categories', { name: 'Loyer', kind: 'expense' });
    expect(cat.status).toBe(201);
    const categoryId = cat.data.data.id;
    for (const body of [
      { kind: 'expense', amount: '75 000', day: '2026-11-05', categoryId, label: 'Loyer novembre' },
      { kind: 'income', amount: 5000, day: '2026-10-30', label: 'Retouche au comptant' },
    ]) {
      expect((await call(m, 'POST', '/api/atelier/transactions', body)).status).toBe(201);
    }

    const orderId = newId();
    const deposit = { id: newId(), at: '2026-11-12T10:00:00.000Z', amount: 10000, note: null };
    const create = orderMutation(orderId, newOrder([deposit]));
    const [created] = await push(m, [create]);
    expect(created!.status).toBe('applied');
    const second = { id: newId(), at: '2026-12-02T09:00:00.000Z', amount: 8000, note: null };
    const pay = orderMutation(orderId, { payments: [deposit, second] }, created!.record!.version);
    expect((await push(m, [pay]))[0]!.status).toBe('applied');
    // The tablet did not hear the answers and sends everything again: same mutations, same ids.
    await push(m, [create, pay]);
    await push(m, [create, pay]);

    const all = (await call(m, 'GET', '/api/atelier/transactions')).data as { data: TransactionJson[] };
    const fromOrder = all.data.filter((e) => e.source === 'order');
    expect(fromOrder.map((e) => [e.day, e.amount, e.label.split(' commande')[0]])).toEqual([
      ['2026-12-02', 8000, 'Paiement'],
      ['2026-11-12', 10000, 'Acompte'],
    ]);

    const november = await call(m, 'GET', '/api/atelier/transactions?month=2026-11');
    expect(november.data.totals).toEqual({ income: 10000, expense: 75000, net: -65000 });
    const expenses = await call(m, 'GET', `/api/atelier/transactions?category=${categoryId}`);
    expect(expenses.data.data.map((e: TransactionJson) => e.categoryName)).toEqual(['Loyer']);
    const orderIncome = await call(m, 'GET', '/api/atelier/transactions?kind=income&category=order');
    expect(orderIncome.data.totals.income).toBe(18000);

    const months = await call(m, 'GET', '/api/atelier/transactions/months?months=3&to=2026-12');
    const byMonth = Object.fromEntries(
      (months.data.data as { month: string; income: number; expense: number }[]).map((t) => [t.month, t]),
    );
    expect(byMonth['2026-10']).toMatchObject({ income: 5000, expense: 0 });
    expect(byMonth['2026-11']).toMatchObject({ income: 10000, expense: 75000, net: -65000 });
    expect(byMonth['2026-12']).toMatchObject({ income: 8000, expense: 0 });
    expect(Object.keys(byMonth)).toEqual(['2026-10', '2026-11', '2026-12']);

    // An order's payment opens as a ledger line; it is changed from its order, not here.
    const view = await call(m, 'GET', `/api/atelier/transactions/${fromOrder[1]!.id}`);
    expect(view.data.data).toMatchObject({ amount: 10000, source: 'order', sourceId: orderId });
  });

  it("answers 422 with every French field error, and 404 for another store's entries and categories", async () => {
    const m = await tailor();
    const other = await tailor();
    const bad = await call(m, 'POST', '/api/atelier/transactions', { kind: 'income', amount: '0', day: '2026-13-01' });
    expect(bad.status).toBe(422);
    expect(bad.data.errors).toMatchObject({ amount: [AMOUNT_POSITIVE], day: [DAY_INVALID], label: [EMPTY] });
    const income = await call(m, 'POST', '/api/atelier/transaction-categories', { name: 'Ventes', kind: 'income' });
    const twice = await call(m, 'POST', '/api/atelier/transaction-categories', { name: ' ventes ', kind: 'income' });
    expect(twice.status).toBe(422);
    expect(twice.data.errors).toEqual({ name: [TRANSACTION_CATEGORY_TAKEN] });
    const wrongKind = await call(m, 'POST', '/api/atelier/transactions', {
      kind: 'expense',
      amount: 100,
      day: '2026-11-01',
      label: 'Fil',
      categoryId: income.data.data.id,
    });
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.data.errors).toEqual({ categoryId: [TRANSACTION_CATEGORY_KIND] });
    expect((await call(m, 'GET', '/api/atelier/transactions?month=2026-13')).status).toBe(422);

    const theirs = await call(other, 'POST', '/api/atelier/transactions', {
      kind: 'expense',
      amount: 100,
      day: '2026-11-01',
      label: 'Fil',
    });
    const theirId = theirs.data.data.id;
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { kind: 'expense', amount: 1, day: '2026-11-01', label: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(m, method, `/api/atelier/transactions/${theirId}`, body);
      expect(res.status).toBe(404);
      expect(res.data.message).toBe(TRANSACTION_NOT_FOUND);
    }
    const theirCat = await call(other, 'POST', '/api/atelier/transaction-categories', { name: 'X', kind: 'income' });
    expect((await call(m, 'DELETE', `/api/atelier/transaction-categories/${theirCat.data.data.id}`)).status).toBe(404);
    const theirOrder = newId();
    await push(other, [
      orderMutation(theirOrder, newOrder([{ id: 'p1', at: '2026-11-01T00:00:00Z', amount: 5, note: null }])),
    ]);
    expect((await call(m, 'GET', `/api/atelier/transactions/order:${theirOrder}:p1`)).status).toBe(404);
    expect((await call(other, 'GET', `/api/atelier/transactions/order:${theirOrder}:p1`)).status).toBe(200);
    // Entries written by a purchase or a salary are changed there, not here.
    const salary = await recordTransaction(t.db, m.storeId, {
      kind: 'expense',
      amount: 60000,
      day: '2026-11-30',
      label: 'Salaire',
      source: 'salary',
      sourceId: 'pay-9',
    });
    expect((await call(m, 'DELETE', `/api/atelier/transactions/${salary}`)).status).toBe(403);
  });

  it('keeps the capacity (garments per day) in the atelier settings', async () => {
    const m = await tailor();
    const bad = await call(m, 'PUT', '/api/atelier/settings/capacity', { capacity: '2.5' });
    expect(bad.status).toBe(422);
    const ok = await call(m, 'PUT', '/api/atelier/settings/capacity', { capacity: '6' });
    expect(ok.data.data.capacity).toBe(6);
    expect((await call(m, 'GET', '/api/atelier/settings')).data.data.capacity).toBe(6);
  });
});
