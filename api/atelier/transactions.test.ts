import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { createMerchant } from '../testing/factories';
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
