import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncMutation } from '#shared/sync';
import { newOrderCode } from '#shared/schemas/order-record';
import { garmentLine } from '#shared/schemas/atelier-order';
import {
  AMOUNT_POSITIVE,
  FABRIC_NOT_FOUND,
  METRES_INVALID,
  ORDER_FABRIC_UNKNOWN,
  ORDER_SERVICE_UNKNOWN,
  PURCHASE_WHAT,
} from '#shared/schemas/atelier-resources';
import { EMAIL_INVALID, EMPTY, PHONE_INVALID, PRICE_FORMAT } from '#shared/messages';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant, type TestMerchant } from '../testing/factories';
import { imageBytes, sendForm, syncPush, syncUpsert } from '../testing/requests';
import { newId } from '../ids';

let t: TestContext;
let a: TestMerchant;
let b: TestMerchant;
beforeAll(async () => {
  t = await createTestContext();
  a = await tailor();
  b = await tailor();
});
afterAll(async () => {
  await t.close();
});

async function tailor(): Promise<TestMerchant> {
  const m = await createMerchant(t.db, t.config, { subscription: 'active', plan: 'entreprise' });
  await requestJson(t.app, 'PUT', '/api/atelier/settings', { enabled: true }, m.token);
  return m;
}
const api = (m: TestMerchant, method: string, url: string, body?: unknown) =>
  requestJson(t.app, method, url, body, m.token);

const push = (m: TestMerchant, mutations: SyncMutation[], clientId?: string) =>
  syncPush(t, m.token, mutations, clientId);
const upsert = (id: string, changes: Record<string, unknown>, baseVersion = 0) =>
  syncUpsert('orders', id, changes, baseVersion);
const stockOf = async (m: TestMerchant, id: string) => (await api(m, 'GET', `/api/atelier/fabrics/${id}`)).data.data;

/** A made-to-measure order of one customer: each garment's fabric, metres and service as given. */
async function orderWith(m: TestMerchant, garments: Record<string, unknown>[]) {
  const customerId = newId();
  await push(m, [
    {
      mutationId: newId(),
      table: 'customers',
      op: 'upsert',
      id: customerId,
      baseVersion: 0,
      changes: { firstName: 'Awa', lastName: 'Traoré' },
    },
  ]);
  const full = garments.map((g) => ({
    clothingTypeId: null,
    name: 'Boubou',
    fabric: 'customer',
    fabricNote: null,
    measurementSetId: null,
    measurements: [],
    price: 20000,
    stage: 'measures',
    notes: null,
    ...g,
  }));
  return {
    code: newOrderCode(),
    status: 'pending',
    customerId,
    firstname: 'Awa',
    lastname: 'Traoré',
    lines: full.map((g) => garmentLine(g as { name: string; price: number })),
    garments: full,
    payments: [],
    dueDate: '2026-12-20',
  };
}

describe('the workshop: fabrics, suppliers, purchases, services', () => {
  it('keeps fabrics by name and type with stock in metres, a photo checked like other uploads, and 404 across stores', async () => {
    const type = await api(a, 'POST', '/api/atelier/fabric-types', { name: 'Bazin' });
    expect(type.status).toBe(201);
    const refused = await api(a, 'POST', '/api/atelier/fabrics', { name: ' ', stock: '3 m', pricePerMeter: 'abc' });
    expect(refused.status).toBe(422);
    expect(refused.data.errors).toMatchObject({
      name: [EMPTY],
      stock: [METRES_INVALID],
      pricePerMeter: [PRICE_FORMAT],
    });

    const form = new FormData();
    form.set('name', 'Bazin riche bleu');
    form.set('typeId', type.data.data.id);
    form.set('stock', '12,5');
    form.set('lowStock', '8');
    form.set('pricePerMeter', '3500');
    form.set('photo', new File([new Uint8Array(await imageBytes('png', 400, 300))], 'bazin.png'));
    const added = await sendForm(t.app, 'POST', '/api/atelier/fabrics', form, a.token);
    expect(added.status, JSON.stringify(added.data)).toBe(201);
    expect(added.data.data).toMatchObject({ name: 'Bazin riche bleu', typeName: 'Bazin', stock: 12.5, low: false });
    expect(added.data.data.photoUrl).toMatch(/^\/uploads\/fabrics\/.+\.png$/);

    const bad = new FormData();
    bad.set('name', 'Wax');
    bad.set('photo', new File(['pas une image'], 'wax.png', { type: 'image/png' }));
    const badPhoto = await sendForm(t.app, 'POST', '/api/atelier/fabrics', bad, a.token);
    expect(badPhoto.status).toBe(422);
    expect(badPhoto.data.errors.photo[0]).toMatch(/JPG, PNG/);

    // Another store sees nothing of it: 404 on read, change and delete; its type cannot be named either.
    const id = added.data.data.id;
    expect((await api(b, 'GET', `/api/atelier/fabrics/${id}`)).status).toBe(404);
    expect((await api(b, 'PUT', `/api/atelier/fabrics/${id}`, { name: 'X' })).status).toBe(404);
    expect((await api(b, 'DELETE', `/api/atelier/fabrics/${id}`)).status).toBe(404);
    expect((await api(b, 'DELETE', `/api/atelier/fabric-types/${type.data.data.id}`)).status).toBe(404);
    const foreignType = await api(b, 'POST', '/api/atelier/fabrics', { name: 'X', typeId: type.data.data.id });
    expect(foreignType.status).toBe(422);
    expect((await api(b, 'GET', '/api/atelier/fabrics')).data.data).toEqual([]);

    const types = (await api(a, 'GET', '/api/atelier/fabric-types')).data.data;
    expect(types).toEqual([{ id: type.data.data.id, name: 'Bazin', count: 1 }]);
  });

  it('records purchases from a supplier: fabric stock goes up and the ledger gets the expense, together', async () => {
    const refused = await api(a, 'POST', '/api/atelier/suppliers', { name: '', email: 'pas-un-email', phone: '12' });
    expect(refused.status).toBe(422);
    expect(refused.data.errors).toMatchObject({ name: [EMPTY], email: [EMAIL_INVALID], phone: [PHONE_INVALID] });

    const kind = await api(a, 'POST', '/api/atelier/supplier-types', { name: 'Grossiste' });
    const supplier = await api(a, 'POST', '/api/atelier/suppliers', {
      name: 'Tissus du Faso',
      phone: '+226 70 11 22 33',
      email: 'contact@tissus.bf',
      address: 'Marché Rood Woko, Ouagadougou',
      typeId: kind.data.data.id,
    });
    expect(supplier.status, JSON.stringify(supplier.data)).toBe(201);
    expect(supplier.data.data.typeName).toBe('Grossiste');
    const sid = supplier.data.data.id;
    const fabric = (await api(a, 'POST', '/api/atelier/fabrics', { name: 'Wax hollandais', stock: '2' })).data.data;

    const noWhat = await api(a, 'POST', `/api/atelier/suppliers/${sid}/purchases`, {
      day: '2026-11-20',
      quantity: '1',
      amount: '0',
    });
    expect(noWhat.status).toBe(422);
    expect(noWhat.data.errors).toMatchObject({ item: [PURCHASE_WHAT], amount: [AMOUNT_POSITIVE] });

    const bought = await api(a, 'POST', `/api/atelier/suppliers/${sid}/purchases`, {
      day: '2026-11-20',
      fabricId: fabric.id,
      quantity: '10,5',
      amount: '42000',
    });
    expect(bought.status, JSON.stringify(bought.data)).toBe(201);
    expect((await stockOf(a, fabric.id)).stock).toBe(12.5);
    const ledger = await t.db
      .selectFrom('atelier_transactions')
      .select(['kind', 'amount', 'day', 'label', 'source_kind'])
      .where('store_id', '=', a.storeId)
      .where('source_id', '=', bought.data.data.id)
      .execute();
    expect(ledger).toEqual([
      {
        kind: 'expense',
        amount: 42000,
        day: '2026-11-20',
        label: 'Achat Wax hollandais — Tissus du Faso',
        source_kind: 'purchase',
      },
    ]);
    const seen = await api(a, 'GET', `/api/atelier/suppliers/${sid}`);
    expect(seen.data.data).toMatchObject({ purchasesTotal: 42000, purchasesCount: 1 });
    expect(seen.data.data.purchases).toHaveLength(1);

    // Another store cannot see the supplier nor buy a fabric of ours; deleting the purchase undoes both effects.
    expect((await api(b, 'GET', `/api/atelier/suppliers/${sid}`)).status).toBe(404);
    const bSupplier = (await api(b, 'POST', '/api/atelier/suppliers', { name: 'B', phone: '70112233' })).data.data;
    const foreign = await api(b, 'POST', `/api/atelier/suppliers/${bSupplier.id}/purchases`, {
      day: '2026-11-20',
      fabricId: fabric.id,
      quantity: '1',
      amount: '10',
    });
    expect(foreign.status).toBe(422);
    expect(foreign.data.errors.fabricId).toEqual([FABRIC_NOT_FOUND]);
    const undone = await api(a, 'DELETE', `/api/atelier/suppliers/${sid}/purchases/${bought.data.data.id}`);
    expect(undone.status).toBe(200);
    expect((await stockOf(a, fabric.id)).stock).toBe(2);
    const left = await t.db
      .selectFrom('atelier_transactions')
      .select('id')
      .where('source_id', '=', bought.data.data.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('takes fabric from stock exactly once under replayed and duplicated sync mutations, and gives it back on cancel', async () => {
    const fabric = (await api(a, 'POST', '/api/atelier/fabrics', { name: 'Bazin vert', stock: '10', lowStock: '8' }))
      .data.data;
    const service = (await api(a, 'POST', '/api/atelier/services', { name: 'Broderie', price: '5000' })).data.data;
    const id = newId();
    const order = await orderWith(a, [
      { fabric: 'stock', fabricId: fabric.id, fabricMeters: 3, fabricNote: 'Bazin vert' },
      { name: 'Broderie', serviceId: service.id, price: 5000 },
    ]);
    const create = upsert(id, order);
    const [first] = await push(a, [create]);
    expect(first!.status, JSON.stringify(first)).toBe('applied');
    expect(first!.record!.data.total).toBe(25000);
    expect(await stockOf(a, fabric.id)).toMatchObject({ stock: 7, low: true });

    // The same mutation replayed (lost answer), and the same change sent again under a new mutation id by a second
    // device: the stock moves no further.
    await push(a, [create]);
    const [again] = await push(a, [{ ...create, mutationId: newId() }], 'tablet-b');
    expect(again!.status).not.toBe('rejected');
    expect((await stockOf(a, fabric.id)).stock).toBe(7);

    // A stage moves: nothing to do with the stock.
    const version = first!.record!.version;
    const garments = (first!.record!.data.garments as Record<string, unknown>[]).map((g, i) =>
      i === 0 ? { ...g, stage: 'cutting' } : g,
    );
    const [staged] = await push(a, [upsert(id, { garments }, version)]);
    expect(staged!.status, JSON.stringify(staged)).toBe('applied');
    expect((await stockOf(a, fabric.id)).stock).toBe(7);

    // Canceled: the 3 m come back, once, however often the cancel arrives.
    const cancel = upsert(id, { status: 'canceled' }, staged!.record!.version);
    const [canceled] = await push(a, [cancel]);
    expect(canceled!.status, JSON.stringify(canceled)).toBe('applied');
    await push(a, [cancel]);
    await push(a, [{ ...cancel, mutationId: newId() }], 'tablet-b');
    expect(await stockOf(a, fabric.id)).toMatchObject({ stock: 10, low: false });
  });

  it("refuses an order naming another store's fabric or service, and keeps services priced per store", async () => {
    const theirs = (await api(b, 'POST', '/api/atelier/fabrics', { name: 'Soie', stock: '5' })).data.data;
    const theirService = (await api(b, 'POST', '/api/atelier/services', { name: 'Ourlet', price: '1500' })).data.data;
    const [fabricRefused] = await push(a, [
      upsert(newId(), await orderWith(a, [{ fabric: 'stock', fabricId: theirs.id, fabricMeters: 2 }])),
    ]);
    expect(fabricRefused).toMatchObject({ status: 'rejected', message: ORDER_FABRIC_UNKNOWN });
    const [serviceRefused] = await push(a, [
      upsert(newId(), await orderWith(a, [{ name: 'Ourlet', serviceId: theirService.id, price: 1500 }])),
    ]);
    expect(serviceRefused).toMatchObject({ status: 'rejected', message: ORDER_SERVICE_UNKNOWN });
    expect((await stockOf(b, theirs.id)).stock).toBe(5);

    const priced = await api(a, 'POST', '/api/atelier/services', { name: 'Retouche', price: '12,5' });
    expect(priced.status).toBe(422);
    expect(priced.data.errors.price).toEqual([PRICE_FORMAT]);
    expect((await api(b, 'PUT', `/api/atelier/services/${theirService.id}`, { name: 'X', price: '1' })).status).toBe(
      200,
    );
    expect((await api(a, 'PUT', `/api/atelier/services/${theirService.id}`, { name: 'X', price: '1' })).status).toBe(
      404,
    );
    expect((await api(a, 'DELETE', `/api/atelier/services/${theirService.id}`)).status).toBe(404);
    expect((await api(a, 'GET', '/api/atelier/services')).data.data.map((s: { name: string }) => s.name)).not.toContain(
      'X',
    );
  });
});
