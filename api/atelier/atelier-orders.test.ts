import { owedOn } from '#shared/order-money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncMutation } from '#shared/sync';
import { newOrderCode, type OrderRecord } from '#shared/schemas/order-record';
import {
  ATELIER_OVERPAID,
  GARMENTS_LOCKED,
  ORDER_CLOTHING_TYPE_UNKNOWN,
  ORDER_MEASURE_SET_UNKNOWN,
  PAYMENT_LOCKED,
  garmentLine,
} from '#shared/schemas/atelier-order';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { syncPush, syncUpsert } from '../testing/requests';
import { createMerchant, type TestMerchant } from '../testing/factories';
import { newId } from '../ids';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

type Tailor = TestMerchant & { typeId: string; parts: { id: string; name: string }[] };

async function tailor(): Promise<Tailor> {
  const m = await createMerchant(t.db, t.config, { subscription: 'active', plan: 'entreprise' });
  await requestJson(t.app, 'PUT', '/api/atelier/settings', { enabled: true }, m.token);
  const parts = (await requestJson(t.app, 'GET', '/api/atelier/parts', undefined, m.token)).data.data;
  const type = await requestJson(
    t.app,
    'POST',
    '/api/atelier/clothing-types',
    { name: 'Boubou', partIds: [parts[0].id], defaultPrice: '25000' },
    m.token,
  );
  return { ...m, parts, typeId: type.data.data.id };
}

const push = (m: TestMerchant, mutations: SyncMutation[]) => syncPush(t, m.token, mutations);
const upsert = syncUpsert;

/** A customer and one taking of her measurements. */
async function customerWithTaking(m: Tailor, chest = 102) {
  const customerId = newId();
  const setId = newId();
  const results = await push(m, [
    upsert('customers', customerId, { firstName: 'Issouf', lastName: 'Sawadogo', phone: '+22676445566' }),
    upsert('measurement_sets', setId, {
      customerId,
      takenAt: new Date().toISOString(),
      values: [{ partId: m.parts[0]!.id, name: m.parts[0]!.name, unit: 'cm', value: chest }],
    }),
  ]);
  expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
  return { customerId, setId };
}

function atelierOrder(m: Tailor, customerId: string, setId: string, extra: Record<string, unknown> = {}) {
  const garments = [
    {
      clothingTypeId: m.typeId,
      name: 'Boubou',
      fabric: 'customer',
      fabricNote: 'Bazin bleu',
      measurementSetId: setId,
      measurements: [{ partId: m.parts[0]!.id, name: m.parts[0]!.name, unit: 'cm', value: 102 }],
      price: 25000,
      stage: 'measures',
      notes: null,
    },
  ];
  return {
    code: newOrderCode(),
    status: 'pending',
    customerId,
    firstname: 'Issouf',
    lastname: 'Sawadogo',
    phone: '+22676445566',
    lines: garments.map(garmentLine),
    garments,
    payments: [{ id: newId(), at: new Date().toISOString(), amount: 10000, note: 'Avance' }],
    dueDate: '2026-12-20',
    ...extra,
  };
}

describe('made-to-measure orders on the synced orders', () => {
  it('keeps the balance = price − payments, appends payments, keeps the snapshot, moves stages', async () => {
    const m = await tailor();
    const { customerId, setId } = await customerWithTaking(m);
    const id = newId();
    const [created] = await push(m, [upsert('orders', id, atelierOrder(m, customerId, setId))]);
    expect(created!.status, JSON.stringify(created)).toBe('applied');
    let order = created!.record!.data as unknown as OrderRecord;
    expect(order.total).toBe(25000);
    expect(owedOn(order)).toBe(15000);
    expect(order.dueDate).toBe('2026-12-20');
    let version = created!.record!.version;

    // A second payment is appended; the balance follows.
    const second = { id: newId(), at: new Date().toISOString(), amount: 5000, note: null };
    const [paid] = await push(m, [upsert('orders', id, { payments: [...order.payments!, second] }, version)]);
    expect(paid!.status).toBe('applied');
    order = paid!.record!.data as unknown as OrderRecord;
    expect(owedOn(order)).toBe(10000);
    version = paid!.record!.version;

    // A payment once recorded never changes; paying more than the rest is refused.
    const changed = [{ ...order.payments![0]!, amount: 1 }, order.payments![1]!];
    const too = { id: newId(), at: new Date().toISOString(), amount: 10001, note: null };
    const refused = await push(m, [
      upsert('orders', id, { payments: changed }, version),
      upsert('orders', id, { payments: order.payments!.slice(1) }, version),
      upsert('orders', id, { payments: [...order.payments!, too] }, version),
    ]);
    expect(refused.map((r) => (r.status === 'rejected' ? r.message : r.status))).toEqual([
      PAYMENT_LOCKED,
      PAYMENT_LOCKED,
      ATELIER_OVERPAID,
    ]);

    // A new taking does not change the cut garment; the snapshot cannot be changed either, only the stage.
    await customerWithTaking(m, 110);
    const garments = order.garments!;
    const [tampered] = await push(m, [
      upsert(
        'orders',
        id,
        { garments: [{ ...garments[0]!, measurements: [{ ...garments[0]!.measurements[0]!, value: 110 }] }] },
        version,
      ),
    ]);
    expect(tampered).toMatchObject({ status: 'rejected', message: GARMENTS_LOCKED });
    const [staged] = await push(m, [
      upsert('orders', id, { garments: [{ ...garments[0]!, stage: 'cutting', notes: 'Col rond' }] }, version),
    ]);
    expect(staged!.status).toBe('applied');
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.garments)[0]).toMatchObject({ stage: 'cutting', notes: 'Col rond' });
    expect(JSON.parse(row.garments)[0].measurements[0].value).toBe(102);
    expect(JSON.parse(row.payments).map((p: { amount: number }) => p.amount)).toEqual([10000, 5000]);

    // The merchant's order list shows it too, with its garments and payments.
    const list = await requestJson(t.app, 'GET', `/api/orders/${id}`, undefined, m.token);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.data)).toContain('Bazin bleu');
  });

  it('keeps both payments when the tablet offline and the phone each took one on the same order', async () => {
    const m = await tailor();
    const { customerId, setId } = await customerWithTaking(m);
    const id = newId();
    const [created] = await push(m, [upsert('orders', id, atelierOrder(m, customerId, setId))]);
    const base = created!.record!;
    const before = (base.data as unknown as OrderRecord).payments!;
    const pay = (amount: number) => ({ id: newId(), at: new Date().toISOString(), amount, note: null });
    const onPhone = pay(2000);
    const onTablet = pay(1000);
    const [phone] = await syncPush(
      t,
      m.token,
      [upsert('orders', id, { payments: [...before, onPhone] }, base.version)],
      'phone',
    );
    expect(phone!.status).toBe('applied');
    // The tablet comes back online with its payment made on the same base: both are kept, no conflict to review.
    const mine = upsert('orders', id, { payments: [...before, onTablet] }, base.version);
    const [tablet] = await push(m, [mine]);
    expect(tablet!.status, JSON.stringify(tablet)).toBe('applied');
    const paid = (tablet!.record!.data as unknown as OrderRecord).payments!.map((p) => p.amount);
    expect(paid).toEqual([10000, 2000, 1000]);
    // Sent again (the answer was lost on the way), it adds nothing more.
    const [again] = await push(m, [{ ...mine, mutationId: newId() }]);
    expect((again!.record!.data as unknown as OrderRecord).payments!.map((p) => p.amount)).toEqual([10000, 2000, 1000]);
    // Together they may not pay more than the total: that is refused, and said.
    const [over] = await syncPush(
      t,
      m.token,
      [upsert('orders', id, { payments: [...before, pay(15000)] }, base.version)],
      'phone-2',
    );
    expect(over).toMatchObject({ status: 'rejected', message: ATELIER_OVERPAID });
  });

  it('refuses a clothing type or a measurement set of another store or another customer, and an overpaid deposit', async () => {
    const m = await tailor();
    const other = await tailor();
    const mine = await customerWithTaking(m);
    const someoneElse = await customerWithTaking(m);
    const theirs = await customerWithTaking(other);
    const base = atelierOrder(m, mine.customerId, mine.setId);
    const withGarment = (patch: Record<string, unknown>) => ({
      ...base,
      code: newOrderCode(),
      garments: [{ ...base.garments[0]!, ...patch }],
    });
    const results = await push(m, [
      upsert('orders', newId(), withGarment({ clothingTypeId: other.typeId })),
      upsert('orders', newId(), withGarment({ measurementSetId: theirs.setId })),
      upsert('orders', newId(), withGarment({ measurementSetId: someoneElse.setId })),
      upsert('orders', newId(), {
        ...base,
        code: newOrderCode(),
        payments: [{ id: newId(), at: new Date().toISOString(), amount: 30000, note: null }],
      }),
    ]);
    expect(results.map((r) => (r.status === 'rejected' ? r.message : r.status))).toEqual([
      ORDER_CLOTHING_TYPE_UNKNOWN,
      ORDER_MEASURE_SET_UNKNOWN,
      ORDER_MEASURE_SET_UNKNOWN,
      ATELIER_OVERPAID,
    ]);
    expect(await t.db.selectFrom('orders').select('id').where('store_id', '=', m.storeId).execute()).toEqual([]);
    // Another store's order is unknown here.
    const theirOrder = newId();
    await push(other, [upsert('orders', theirOrder, atelierOrder(other, theirs.customerId, theirs.setId))]);
    expect((await requestJson(t.app, 'GET', `/api/orders/${theirOrder}`, undefined, m.token)).status).toBe(404);
  });
});
