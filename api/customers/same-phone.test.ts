import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SyncMutation } from '#shared/sync';
import { ORDER_CUSTOMER_UNKNOWN } from '#shared/schemas/order-record';
import { MERGE_CUSTOMER_UNKNOWN, MERGE_SAME_CUSTOMER } from '#shared/schemas/customer-merge';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant, createProduct } from '../testing/factories';
import { fromIp, shopper, syncPush } from '../testing/requests';
import { newId } from '../ids';
import { SAME_PHONE_SET_BY_SERVER } from './customer-sync';
import { moneyFigures, moneyOrderOf } from '#shared/order-money';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

type Merchant = Awaited<ReturnType<typeof createMerchant>>;
let ip = 0;

/** A storefront order by this shopper; answers the customer it was filed under. */
async function order(m: Merchant, productId: string, who: Record<string, unknown>) {
  const res = await fromIp(
    t,
    `10.1.0.${++ip}`,
    `/api/shop/${m.slug}/orders`,
    shopper(productId, { quantity: 1, ...who }),
  );
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  const row = await t.db
    .selectFrom('orders')
    .select(['id', 'customer_id'])
    .where('id', '=', res.data.data.id)
    .executeTakeFirstOrThrow();
  return { orderId: row.id, customerId: row.customer_id! };
}

const customer = (id: string) =>
  t.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const upsert = (table: SyncMutation['table'], id: string, baseVersion: number, changes: Record<string, unknown>) =>
  ({ mutationId: newId(), table, op: 'upsert', id, baseVersion, changes }) as SyncMutation;

const fatimata = { firstname: 'Fatimata', lastname: 'Kaboré', phone: '70 11 22 33', email: 'fatimata@example.com' };
const aminata = { firstname: 'Aminata', lastname: 'Ouédraogo', phone: '70 11 22 33', email: 'aminata@example.com' };

describe('an order reaches the right customer: phone AND name', () => {
  it('files a shopper with a known phone but another name under a new customer flagged « Même téléphone »', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, m.storeId, { stock: 10 });
    const f = await order(m, productId, fatimata);
    const a = await order(m, productId, aminata);
    expect(a.customerId).not.toBe(f.customerId);
    expect(await customer(a.customerId)).toMatchObject({
      first_name: 'Aminata',
      last_name: 'Ouédraogo',
      phone: '+22670112233',
      same_phone_as: f.customerId,
    });
    expect((await customer(f.customerId)).same_phone_as).toBeNull();
    // Accents, case and the order of the names do not make a third person; the phone written another way neither.
    const again = await order(m, productId, {
      ...aminata,
      firstname: 'OUEDRAOGO',
      lastname: 'aminata',
      phone: '+226 70 11 22 33',
      email: 'autre@example.com',
    });
    expect(again.customerId).toBe(a.customerId);
    expect((await order(m, productId, { ...fatimata, email: 'x@example.com' })).customerId).toBe(f.customerId);
    // Fatimata's file holds her orders only; the device pulls the flag with the customer.
    const pulled = await requestJson(t.app, 'GET', '/api/sync/pull?since=0', undefined, m.token);
    const rec = pulled.data.changes.find((r: { id: string }) => r.id === a.customerId);
    expect(rec.data.samePhoneAs).toBe(f.customerId);
    const ofFatimata = await t.db.selectFrom('orders').select('id').where('customer_id', '=', f.customerId).execute();
    expect(ofFatimata).toHaveLength(2);
  });

  it('stores a phone typed in the atelier in the storefront’s form, so the same person is found from both', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, m.storeId, { stock: 10 });
    const id = newId();
    const [made] = await syncPush(t, m.token, [
      upsert('customers', id, 0, { firstName: 'Adjaratou', lastName: 'Sawadogo', phone: '+226 75 12 34 56' }),
    ]);
    expect(made).toMatchObject({ status: 'applied', record: { data: { phone: '+22675123456', samePhoneAs: null } } });
    expect((await customer(id)).phone).toBe('+22675123456');
    const shop = await order(m, productId, {
      firstname: 'adjaratou',
      lastname: 'SAWADOGO',
      phone: '75 12 34 56',
      email: 'adja@example.com',
    });
    expect(shop.customerId).toBe(id);
    // The other way round: a storefront customer, then the atelier types her sister with the same number.
    const sister = newId();
    const [flagged] = await syncPush(t, m.token, [
      upsert('customers', sister, 0, { firstName: 'Rasmata', lastName: 'Sawadogo', phone: '75123456' }),
    ]);
    expect(flagged).toMatchObject({ status: 'applied', record: { data: { phone: '+22675123456', samePhoneAs: id } } });
  });

  it('lets the merchant keep two customers apart, and never lets a device make up the link', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, m.storeId, { stock: 10 });
    const f = await order(m, productId, fatimata);
    const a = await order(m, productId, aminata);
    const before = await customer(a.customerId);
    const [madeUp] = await syncPush(t, m.token, [
      upsert('customers', f.customerId, (await customer(f.customerId)).version, { samePhoneAs: a.customerId }),
    ]);
    expect(madeUp).toMatchObject({ status: 'rejected', message: SAME_PHONE_SET_BY_SERVER });
    const [apart] = await syncPush(t, m.token, [
      upsert('customers', a.customerId, before.version, { samePhoneAs: null }),
    ]);
    expect(apart).toMatchObject({ status: 'applied', record: { data: { samePhoneAs: null } } });
    // Saving her form again (the same number) keeps them apart.
    const now = await customer(a.customerId);
    const [saved] = await syncPush(t, m.token, [
      upsert('customers', a.customerId, now.version, { phone: '+22670112233', city: 'Koudougou' }),
    ]);
    expect(saved).toMatchObject({ status: 'applied', record: { data: { samePhoneAs: null, city: 'Koudougou' } } });
    expect((await customer(a.customerId)).same_phone_as).toBeNull();
  });

  it('merges two customers: her orders move, the kept one keeps its details, the merged one is gone', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, m.storeId, { stock: 10 });
    const f = await order(m, productId, fatimata);
    const a = await order(m, productId, { ...aminata, city: 'Bobo-Dioulasso' });
    const a2 = await order(m, productId, aminata);
    expect(a2.customerId).toBe(a.customerId);
    const res = await requestJson(
      t.app,
      'POST',
      `/api/customers/${a.customerId}/merge`,
      { intoId: f.customerId },
      m.token,
    );
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data).toMatchObject({ message: 'Clients fusionnés', id: f.customerId, movedOrders: 2 });
    const orders = await t.db
      .selectFrom('orders')
      .select('customer_id')
      .where('id', 'in', [f.orderId, a.orderId, a2.orderId])
      .execute();
    expect(orders.map((o) => o.customer_id)).toEqual([f.customerId, f.customerId, f.customerId]);
    expect((await customer(a.customerId)).deleted_at).not.toBeNull();
    const kept = await customer(f.customerId);
    expect(kept).toMatchObject({ first_name: 'Fatimata', email: 'fatimata@example.com', same_phone_as: null });
    // Every device pulls the moved orders and the tombstone.
    const pulled = await requestJson(t.app, 'GET', '/api/sync/pull?since=0', undefined, m.token);
    const moved = pulled.data.changes.find((r: { id: string }) => r.id === a.orderId);
    expect(moved.data.customerId).toBe(f.customerId);
    expect(pulled.data.changes.find((r: { id: string }) => r.id === a.customerId).deletedAt).not.toBeNull();
  });

  it('refuses a merge with itself, with an unknown or another store’s customer, and changes nothing', async () => {
    const m = await createMerchant(t.db, t.config);
    const other = await createMerchant(t.db, t.config, { email: 'autre-boutique@test.local' });
    const { productId } = await createProduct(t.db, m.storeId, { stock: 10 });
    const theirProduct = (await createProduct(t.db, other.storeId, { stock: 10 })).productId;
    const f = await order(m, productId, fatimata);
    const a = await order(m, productId, aminata);
    const theirs = await order(other, theirProduct, fatimata);
    const merge = (id: string, body: unknown, token = m.token) =>
      requestJson(t.app, 'POST', `/api/customers/${id}/merge`, body, token);
    const self = await merge(a.customerId, { intoId: a.customerId });
    expect(self.status).toBe(422);
    expect(self.data.errors.intoId).toEqual([MERGE_SAME_CUSTOMER]);
    const empty = await merge(a.customerId, {});
    expect(empty.status).toBe(422);
    expect(empty.data.errors.intoId[0]).toBe('Choisissez le client avec qui fusionner');
    const foreignInto = await merge(a.customerId, { intoId: theirs.customerId });
    expect(foreignInto.status).toBe(422);
    expect(foreignInto.data.errors.intoId).toEqual([MERGE_CUSTOMER_UNKNOWN]);
    expect((await merge(theirs.customerId, { intoId: f.customerId })).status).toBe(404);
    expect((await merge(a.customerId, { intoId: f.customerId }, other.token)).status).toBe(404);
    expect(
      (await requestJson(t.app, 'POST', `/api/customers/${a.customerId}/merge`, { intoId: f.customerId })).status,
    ).toBe(401);
    expect((await customer(a.customerId)).deleted_at).toBeNull();
    expect((await customer(theirs.customerId)).deleted_at).toBeNull();
    const orderOfA = await t.db
      .selectFrom('orders')
      .select('customer_id')
      .where('id', '=', a.orderId)
      .executeTakeFirstOrThrow();
    expect(orderOfA.customer_id).toBe(a.customerId);
  });

  it('moves an order to another customer of the store (offline too, through sync), never to another store’s', async () => {
    const m = await createMerchant(t.db, t.config);
    const other = await createMerchant(t.db, t.config, { email: 'autre-boutique@test.local' });
    const { productId } = await createProduct(t.db, m.storeId, { stock: 10 });
    const theirs = await order(other, (await createProduct(t.db, other.storeId, { stock: 10 })).productId, fatimata);
    const f = await order(m, productId, fatimata);
    const a = await order(m, productId, aminata);
    const versionOf = async (id: string) =>
      (await t.db.selectFrom('orders').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;
    const [foreign] = await syncPush(t, m.token, [
      upsert('orders', f.orderId, await versionOf(f.orderId), { customerId: theirs.customerId }),
    ]);
    expect(foreign).toMatchObject({ status: 'rejected', message: ORDER_CUSTOMER_UNKNOWN });
    const [moved] = await syncPush(t, m.token, [
      upsert('orders', f.orderId, await versionOf(f.orderId), { customerId: a.customerId }),
    ]);
    expect(moved).toMatchObject({ status: 'applied', record: { data: { customerId: a.customerId } } });
    const row = await t.db
      .selectFrom('orders')
      .select('customer_id')
      .where('id', '=', f.orderId)
      .executeTakeFirstOrThrow();
    expect(row.customer_id).toBe(a.customerId);
  });

  it('a moved order leaves one customer’s history and balance for the other’s, on every device', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, m.storeId, { stock: 10 });
    const f = await order(m, productId, fatimata);
    const a = await order(m, productId, aminata);
    expect((await requestJson(t.app, 'POST', `/api/orders/${a.orderId}/paid`, {}, m.token)).status).toBe(200);
    // What a device shows on a customer's page: her orders and the store's one definition of paid and owed.
    const account = async (customerId: string) => {
      const pulled = await requestJson(t.app, 'GET', '/api/sync/pull?since=0', undefined, m.token);
      const orders = pulled.data.changes.filter(
        (r: { table: string; data: { customerId?: string } }) =>
          r.table === 'orders' && r.data.customerId === customerId,
      );
      return {
        ids: orders.map((r: { id: string }) => r.id).sort(),
        names: orders.map((r: { data: { firstname: string } }) => r.data.firstname),
        ...moneyFigures(orders.map((r: { data: Record<string, unknown> }) => moneyOrderOf(r.data))),
      };
    };
    const before = { f: await account(f.customerId), a: await account(a.customerId) };
    expect(before.f).toMatchObject({ ids: [f.orderId], earned: 0 });
    expect(before.f.owed).toBeGreaterThan(0);
    expect(before.a).toMatchObject({ ids: [a.orderId], owed: 0 });
    expect(before.a.earned).toBeGreaterThan(0);

    // The tablet files Aminata's paid order under Fatimata, with her name, as « Changer de client » sends it.
    const version = (
      await t.db.selectFrom('orders').select('version').where('id', '=', a.orderId).executeTakeFirstOrThrow()
    ).version;
    const [moved] = await syncPush(t, m.token, [
      upsert('orders', a.orderId, version, { customerId: f.customerId, firstname: 'Fatimata', lastname: 'Kaboré' }),
    ]);
    expect(moved).toMatchObject({ status: 'applied', record: { data: { customerId: f.customerId } } });
    const after = { f: await account(f.customerId), a: await account(a.customerId) };
    expect(after.f.ids).toEqual([f.orderId, a.orderId].sort());
    expect(after.f.names).toEqual(['Fatimata', 'Fatimata']);
    expect(after.f).toMatchObject({ earned: before.a.earned, owed: before.f.owed });
    expect(after.a).toMatchObject({ ids: [], earned: 0, owed: 0 });
    // A customer deleted meanwhile is no longer a place to file an order.
    const [deleted] = await syncPush(t, m.token, [
      {
        mutationId: newId(),
        table: 'customers',
        op: 'delete',
        id: a.customerId,
        baseVersion: (await customer(a.customerId)).version,
      } as SyncMutation,
    ]);
    expect(deleted).toMatchObject({ status: 'applied' });
    const now = (
      await t.db.selectFrom('orders').select('version').where('id', '=', f.orderId).executeTakeFirstOrThrow()
    ).version;
    const [refused] = await syncPush(t, m.token, [upsert('orders', f.orderId, now, { customerId: a.customerId })]);
    expect(refused).toMatchObject({ status: 'rejected', message: ORDER_CUSTOMER_UNKNOWN });
  });
});
