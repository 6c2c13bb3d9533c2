import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PullResponse, SyncMutation } from '#shared/sync';
import { ORDER_STATUSES, canMoveOrder, type OrderStatusName } from '#shared/schemas/order';
import {
  ORDER_CUSTOMER_UNKNOWN,
  ORDER_LOCKED,
  ORDER_NO_DELETE,
  ORDER_PRODUCT_UNKNOWN,
  ORDER_STARTS_PENDING,
  newOrderCode,
  stockShortFor,
} from '#shared/schemas/order-record';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { newId } from '../ids';
import { statusRefusal } from './update-order';
import { createMerchant, createProduct } from '../testing/factories';
import { fromIp, shopper, syncPush } from '../testing/requests';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

type Merchant = Awaited<ReturnType<typeof createMerchant>>;

const line = (productId: string | null, quantity: number, extra: Record<string, unknown> = {}) => ({
  productId,
  subProductId: null,
  name: 'Boubou brodé',
  size: 'M',
  color: 'Rouge',
  quantity,
  unitPrice: 10000,
  ...extra,
});

function createOrder(id: string, lines: unknown[], extra: Record<string, unknown> = {}): SyncMutation {
  return {
    mutationId: newId(),
    table: 'orders',
    op: 'upsert',
    id,
    baseVersion: 0,
    changes: {
      code: newOrderCode(),
      status: 'pending',
      customerId: null,
      firstname: 'Awa',
      lastname: 'Sanou',
      phone: '+22670112233',
      email: '',
      city: 'Ouagadougou',
      address: null,
      lines,
      message: null,
      ...extra,
    },
  };
}

const move = (id: string, baseVersion: number, status: OrderStatusName, message: string | null = null) =>
  ({
    mutationId: newId(),
    table: 'orders',
    op: 'upsert',
    id,
    baseVersion,
    changes: { status, message },
  }) satisfies SyncMutation;

const push = (m: Merchant, mutations: SyncMutation[], clientId?: string) => syncPush(t, m.token, mutations, clientId);

const stockOf = async (id: string) =>
  (await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

describe('the order state machine', () => {
  it('allows exactly pending → confirmed → shipped → delivered and canceled from pending or confirmed', () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => from !== to && canMoveOrder(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(
      ['pending→confirmed', 'pending→canceled', 'confirmed→shipped', 'confirmed→canceled', 'shipped→delivered'].sort(),
    );
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const refusal = statusRefusal(from, to);
        if (from === to || allowed.includes(`${from}→${to}`)) expect(refusal).toBeNull();
        else expect(refusal).toMatch(/^Impossible de passer une commande « .+ » à « .+ »\.$/);
      }
    }
  });
});

describe('orders as a synced table', () => {
  it('applies every allowed move and refuses every other one pushed from a device, in French', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, m.storeId, { stock: 1000 });
    const pathTo: Record<OrderStatusName, OrderStatusName[]> = {
      pending: [],
      confirmed: ['confirmed'],
      shipped: ['confirmed', 'shipped'],
      delivered: ['confirmed', 'shipped', 'delivered'],
      canceled: ['canceled'],
    };
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        if (from === to) continue;
        const id = newId();
        let [res] = await push(m, [createOrder(id, [line(productId, 1)])]);
        for (const step of pathTo[from]) [res] = await push(m, [move(id, res!.record!.version, step)]);
        expect(res!.record!.data.status).toBe(from);
        const [answer] = await push(m, [move(id, res!.record!.version, to)]);
        if (canMoveOrder(from, to)) {
          expect(answer, `${from}→${to}`).toMatchObject({ status: 'applied', record: { data: { status: to } } });
        } else {
          expect(answer, `${from}→${to}`).toMatchObject({ status: 'rejected', record: { data: { status: from } } });
          expect((answer as { message: string }).message).toContain('Impossible de passer une commande');
        }
      }
    }
  });

  it('reserves stock on create and gives it back on cancel exactly once, whatever is replayed', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId, subProductId } = await createProduct(t.db, m.storeId, {
      stock: 10,
      variant: { price: 9000, stock: 4 },
    });
    const subStock = async () =>
      (await t.db.selectFrom('sub_products').select('stock').where('id', '=', subProductId!).executeTakeFirstOrThrow())
        .stock;
    const id = newId();
    const create = createOrder(id, [line(productId, 3), line(productId, 2, { subProductId, unitPrice: 9000 })]);
    const [created] = await push(m, [create]);
    expect(created).toMatchObject({ status: 'applied', record: { data: { total: 48000 } } });
    expect(created!.record!.data.history).toMatchObject([{ status: 'pending', by: 'Awa Marchande' }]);
    expect([await stockOf(productId), await subStock()]).toEqual([7, 2]);
    // The answer was lost: the device sends the same create again, twice, in one batch and in another.
    expect(await push(m, [create, create])).toEqual([created, created]);
    expect([await stockOf(productId), await subStock()]).toEqual([7, 2]);

    const cancel = move(id, created!.record!.version, 'canceled', 'Rupture chez le tailleur');
    const [canceled] = await push(m, [cancel]);
    expect(canceled).toMatchObject({ status: 'applied', record: { data: { status: 'canceled' } } });
    expect([await stockOf(productId), await subStock()]).toEqual([10, 4]);
    await push(m, [cancel]);
    // Another device cancels it too (a new change): canceled stays canceled, the stock is not given back twice.
    await push(m, [move(id, created!.record!.version, 'canceled')], 'tablet-b');
    expect([await stockOf(productId), await subStock()]).toEqual([10, 4]);
    const history = (await requestJson(t.app, 'GET', `/api/orders/${id}`, undefined, m.token)).data.data.history;
    expect(history.map((h: { status: string }) => h.status)).toEqual(['pending', 'canceled']);
    expect(history[1]).toMatchObject({ message: 'Rupture chez le tailleur', by: 'Awa Marchande' });
    // The customer is told by SMS (no e-mail on a walk-in order), once for the one move that went through.
    expect(t.sent.map((s) => s.to)).toEqual(['+22670112233']);
    expect(t.sent[0]!.text).toContain('Annulée');
  });

  it('refuses a short stock, and then nothing of the order is written', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, m.storeId, { stock: 2 });
    const id = newId();
    const [res] = await push(m, [createOrder(id, [line(null, 1, { name: 'Retouche' }), line(productId, 3)])]);
    expect(res).toMatchObject({ status: 'rejected', message: stockShortFor('Boubou brodé') });
    expect(await stockOf(productId)).toBe(2);
    expect(await t.db.selectFrom('orders').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('refuses a line or a customer of another store and leaves that store untouched', async () => {
    const a = await createMerchant(t.db, t.config);
    const b = await createMerchant(t.db, t.config);
    const { productId: theirs } = await createProduct(t.db, b.storeId, { stock: 5 });
    const { productId: ours } = await createProduct(t.db, a.storeId, { stock: 5 });
    const theirCustomer = newId();
    await push(b, [
      {
        mutationId: newId(),
        table: 'customers',
        op: 'upsert',
        id: theirCustomer,
        baseVersion: 0,
        changes: { firstName: 'Ali', lastName: 'B' },
      },
    ]);
    const [line1] = await push(a, [createOrder(newId(), [line(theirs, 1)])]);
    expect(line1).toMatchObject({ status: 'rejected', message: ORDER_PRODUCT_UNKNOWN });
    const [customer] = await push(a, [createOrder(newId(), [line(ours, 1)], { customerId: theirCustomer })]);
    expect(customer).toMatchObject({ status: 'rejected', message: ORDER_CUSTOMER_UNKNOWN });
    expect(await stockOf(theirs)).toBe(5);
    expect(await stockOf(ours)).toBe(5);
    // Their order id answers as unknown.
    const theirOrder = newId();
    const [made] = await push(b, [createOrder(theirOrder, [line(theirs, 1)])]);
    const [touch] = await push(a, [move(theirOrder, made!.record!.version, 'canceled')]);
    expect(touch).toMatchObject({ status: 'rejected', message: 'Enregistrement introuvable.' });
    expect(await stockOf(theirs)).toBe(4);
  });

  it('refuses a new order that is not pending, a change of its lines or code, and a delete', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, m.storeId, { stock: 5 });
    const [notPending] = await push(m, [createOrder(newId(), [line(productId, 1)], { status: 'delivered' })]);
    expect(notPending).toMatchObject({ status: 'rejected', message: ORDER_STARTS_PENDING });
    const id = newId();
    const [made] = await push(m, [createOrder(id, [line(productId, 1)])]);
    const v0 = made!.record!.version;
    const [lines] = await push(m, [
      {
        mutationId: newId(),
        table: 'orders',
        op: 'upsert',
        id,
        baseVersion: v0,
        changes: { lines: [line(productId, 5)] },
      },
    ]);
    expect(lines).toMatchObject({ status: 'rejected', message: ORDER_LOCKED });
    const [del] = await push(m, [{ mutationId: newId(), table: 'orders', op: 'delete', id, baseVersion: v0 }]);
    expect(del).toMatchObject({ status: 'rejected', message: ORDER_NO_DELETE });
    expect(await stockOf(productId)).toBe(4);
  });

  it('makes a status changed on two devices, or online then on a stale device, a conflict to review', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, m.storeId, { stock: 5 });
    const id = newId();
    const [made] = await push(m, [createOrder(id, [line(productId, 1)])]);
    const base = made!.record!.version;
    const [first] = await push(m, [move(id, base, 'confirmed')], 'tablet-a');
    expect(first).toMatchObject({ status: 'applied' });
    const [second] = await push(m, [move(id, base, 'canceled')], 'tablet-b');
    expect(second).toMatchObject({
      status: 'conflict',
      conflictFields: ['status'],
      record: { data: { status: 'confirmed' } },
    });
    expect(await stockOf(productId)).toBe(4);

    // Online (PUT) then a device still on the version before it.
    const online = await requestJson(t.app, 'PUT', `/api/orders/${id}`, { status: 'shipped' }, m.token);
    expect(online.status).toBe(200);
    const [stale] = await push(m, [move(id, first!.record!.version, 'canceled')], 'tablet-a');
    expect(stale).toMatchObject({ status: 'conflict', record: { data: { status: 'shipped' } } });
  });

  it('brings a shopper’s storefront order to the device on its next pull', async () => {
    const m = await createMerchant(t.db, t.config);
    const { productId } = await createProduct(t.db, m.storeId, { stock: 5 });
    const placed = await fromIp(t, '10.3.0.1', `/api/shop/${m.slug}/orders`, shopper(productId));
    expect(placed.status).toBe(201);
    const pull = (await requestJson(t.app, 'GET', '/api/sync/pull?since=0', undefined, m.token)).data as PullResponse;
    const order = pull.changes.find((c) => c.table === 'orders');
    expect(order).toMatchObject({
      id: placed.data.data.id,
      data: { code: placed.data.data.code, status: 'pending', firstname: 'Fatou', total: 20000 },
    });
    expect(pull.changes.some((c) => c.table === 'customers')).toBe(true);
  });
});
