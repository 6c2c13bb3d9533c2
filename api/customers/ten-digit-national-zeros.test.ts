import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant, createProduct } from '../testing/factories';
import { fromIp, shopper } from '../testing/requests';
import { committedVersion } from '../db/sync-version';
import * as tenDigitZeros from '../db/migrations/2026-12-06-0300-ten-digit-national-zeros';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

describe('the migration that puts back the 0 of Ivorian and Beninese ten-digit numbers', () => {
  it('rewrites customers, orders, accounts and stores, so the same shopper and the same merchant are found again', async () => {
    const abidjan = await createMerchant(t.db, t.config, {
      email: null,
      phone: '+225707000001',
      password: 'Abidjan1234',
      storePhone: '+225707000000',
    });
    const ouaga = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, abidjan.storeId, { stock: 5 });
    const order = async (ip: string) => {
      const res = await fromIp(
        t,
        ip,
        `/api/shop/${abidjan.slug}/orders`,
        shopper(productId, { quantity: 1, firstname: 'Awa', lastname: 'Koné', phone: '07 07 12 34 56' }),
      );
      expect(res.status, JSON.stringify(res.data)).toBe(201);
      return t.db
        .selectFrom('orders')
        .select(['id', 'customer_id'])
        .where('id', '=', res.data.data.id)
        .executeTakeFirstOrThrow();
    };
    const first = await order('10.9.0.1');
    // As an older build stored them: the 0 that belongs to the number dropped.
    await t.db.updateTable('customers').set({ phone: '+225707123456' }).where('id', '=', first.customer_id!).execute();
    await t.db.updateTable('orders').set({ phone: '+225707123456' }).where('id', '=', first.id).execute();
    // A Burkinabè number of nine digits after +226 does not exist either, but its plan has no 0 to put back.
    const untouched = await t.db.selectFrom('users').select('phone').where('id', '=', ouaga.userId).executeTakeFirst();

    const before = await committedVersion(t.db, abidjan.storeId);
    await tenDigitZeros.up(t.db);

    const customer = await t.db
      .selectFrom('customers')
      .select(['phone', 'version'])
      .where('id', '=', first.customer_id!)
      .executeTakeFirstOrThrow();
    expect(customer.phone).toBe('+2250707123456');
    expect(customer.version).toBeGreaterThan(before);
    const stored = await t.db.selectFrom('orders').select('phone').where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(stored.phone).toBe('+2250707123456');
    const store = await t.db
      .selectFrom('stores')
      .select('phone')
      .where('id', '=', abidjan.storeId)
      .executeTakeFirstOrThrow();
    expect(store.phone).toBe('+2250707000000');
    expect(await t.db.selectFrom('users').select('phone').where('id', '=', ouaga.userId).executeTakeFirst()).toEqual(
      untouched,
    );

    // Every device pulls the corrected number; a second run finds nothing left to do.
    const pulled = await requestJson(t.app, 'GET', `/api/sync/pull?since=${before}`, undefined, abidjan.token);
    const changed = pulled.data.changes.map((r: { table: string; id: string }) => `${r.table}:${r.id}`).sort();
    expect(changed).toEqual([`customers:${first.customer_id}`, `orders:${first.id}`].sort());
    const versions = await t.db.selectFrom('customers').select(['id', 'version']).orderBy('id').execute();
    await tenDigitZeros.up(t.db);
    expect(await t.db.selectFrom('customers').select(['id', 'version']).orderBy('id').execute()).toEqual(versions);

    // She orders again with the number as she types it: the same customer file.
    expect((await order('10.9.0.2')).customer_id).toBe(first.customer_id);
    // The merchant signs in with her number as she writes it (national numbers are read as +226 at sign-in).
    const signIn = await requestJson(t.app, 'POST', '/api/login', {
      emailOrPhone: '+225 07 07 00 00 01',
      password: 'Abidjan1234',
    });
    expect(signIn.status, JSON.stringify(signIn.data)).toBe(200);
  });
});
