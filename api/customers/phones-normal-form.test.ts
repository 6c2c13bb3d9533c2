import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant, createProduct } from '../testing/factories';
import { fromIp, shopper } from '../testing/requests';
import { newId } from '../ids';
import { committedVersion } from '../db/sync-version';
import * as phonesNormalForm from '../db/migrations/2026-12-05-1900-customer-phones-normal-form';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

/** A customer row as an older build wrote it: the phone as typed, nothing normalized. */
async function typed(
  storeId: string,
  who: { first: string; last: string; phone: string | null; at: string; samePhoneAs?: string; deleted?: boolean },
) {
  const id = newId();
  await t.db
    .insertInto('customers')
    .values({
      id,
      store_id: storeId,
      first_name: who.first,
      last_name: who.last,
      phone: who.phone,
      email: null,
      city: null,
      address: null,
      gender: null,
      notes: null,
      measurements: '{}',
      same_phone_as: who.samePhoneAs ?? null,
      version: 0,
      created_at: who.at,
      updated_at: who.at,
      deleted_at: who.deleted ? who.at : null,
    })
    .execute();
  return id;
}

const row = (id: string) => t.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the migration of phones typed before they were stored in the normal form', () => {
  it('rewrites them as every write now does, links what it reveals, and leaves the rest as it was', async () => {
    const bf = await createMerchant(t.db, t.config);
    const sn = await createMerchant(t.db, t.config, { email: 'dakar@test.local', storePhone: '+221770000000' });
    // Typed in the atelier with spaces, then her sister ordered on the storefront with the same number.
    const adjaratou = await typed(bf.storeId, {
      first: 'Adjaratou',
      last: 'Sawadogo',
      phone: '+226 75 12 34 56',
      at: '2026-10-01T09:00:00.000Z',
    });
    const rasmata = await typed(bf.storeId, {
      first: 'Rasmata',
      last: 'Sawadogo',
      phone: '+22675123456',
      at: '2026-10-02T09:00:00.000Z',
    });
    // Sisters the merchant already kept apart (no link, both numbers already normal): nothing to reveal.
    const fatimata = await typed(bf.storeId, {
      first: 'Fatimata',
      last: 'Kaboré',
      phone: '+22670112233',
      at: '2026-10-03T09:00:00.000Z',
    });
    const aminata = await typed(bf.storeId, {
      first: 'Aminata',
      last: 'Ouédraogo',
      phone: '+22670112233',
      at: '2026-10-04T09:00:00.000Z',
    });
    // The same person typed twice (atelier, national number): the same number, but no « Même téléphone ».
    const issa = await typed(bf.storeId, {
      first: 'Issa',
      last: 'Zongo',
      phone: '76 55 44 33',
      at: '2026-10-05T09:00:00.000Z',
    });
    const issaAgain = await typed(bf.storeId, {
      first: 'ZONGO',
      last: 'issa',
      phone: '+22676554433',
      at: '2026-10-06T09:00:00.000Z',
    });
    const unreadable = await typed(bf.storeId, {
      first: 'Awa',
      last: 'Sanou',
      phone: '12-34',
      at: '2026-10-07T09:00:00.000Z',
    });
    const gone = await typed(bf.storeId, {
      first: 'Salif',
      last: 'Traoré',
      phone: '+226 71 00 00 01',
      at: '2026-10-08T09:00:00.000Z',
      deleted: true,
    });
    const noPhone = await typed(bf.storeId, {
      first: 'Moussa',
      last: 'Diallo',
      phone: null,
      at: '2026-10-09T09:00:00.000Z',
    });
    // A national number in a Senegalese store is read with +221, as the storefront reads it there.
    const dakar = await typed(sn.storeId, {
      first: 'Aïssatou',
      last: 'Diop',
      phone: '77 123 45 67',
      at: '2026-10-01T09:00:00.000Z',
    });

    const before = await committedVersion(t.db, bf.storeId);
    await phonesNormalForm.up(t.db);

    expect(await row(adjaratou)).toMatchObject({ phone: '+22675123456', same_phone_as: null });
    expect(await row(rasmata)).toMatchObject({ phone: '+22675123456', same_phone_as: adjaratou });
    expect((await row(adjaratou)).version).toBeGreaterThan(before);
    expect((await row(rasmata)).version).toBeGreaterThan(before);
    expect(await row(fatimata)).toMatchObject({ phone: '+22670112233', same_phone_as: null, version: 0 });
    expect(await row(aminata)).toMatchObject({ phone: '+22670112233', same_phone_as: null, version: 0 });
    expect(await row(issa)).toMatchObject({ phone: '+22676554433', same_phone_as: null });
    expect(await row(issaAgain)).toMatchObject({ phone: '+22676554433', same_phone_as: null, version: 0 });
    expect(await row(unreadable)).toMatchObject({ phone: '12-34', version: 0 });
    expect(await row(gone)).toMatchObject({ phone: '+226 71 00 00 01', version: 0 });
    expect(await row(noPhone)).toMatchObject({ phone: null, version: 0 });
    expect((await row(dakar)).phone).toBe('+221771234567');

    // Every device pulls the rewritten number and the link; a second run finds nothing left to do.
    const pulled = await requestJson(t.app, 'GET', `/api/sync/pull?since=${before}`, undefined, bf.token);
    const changed = pulled.data.changes.filter((r: { table: string }) => r.table === 'customers');
    expect(changed.map((r: { id: string }) => r.id).sort()).toEqual([adjaratou, rasmata, issa].sort());
    expect(changed.find((r: { id: string }) => r.id === rasmata).data.samePhoneAs).toBe(adjaratou);
    const versions = await t.db.selectFrom('customers').select(['id', 'version']).orderBy('id').execute();
    await phonesNormalForm.up(t.db);
    expect(await t.db.selectFrom('customers').select(['id', 'version']).orderBy('id').execute()).toEqual(versions);

    // A storefront order with the number written another way now finds the customer the atelier typed.
    const { productId } = await createProduct(t.db, bf.storeId, { stock: 5 });
    const res = await fromIp(
      t,
      '10.9.0.1',
      `/api/shop/${bf.slug}/orders`,
      shopper(productId, { quantity: 1, firstname: 'adjaratou', lastname: 'SAWADOGO', phone: '75 12 34 56' }),
    );
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    const order = await t.db
      .selectFrom('orders')
      .select('customer_id')
      .where('id', '=', res.data.data.id)
      .executeTakeFirstOrThrow();
    expect(order.customer_id).toBe(adjaratou);
  });
});
