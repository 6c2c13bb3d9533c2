import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMOUNT_FIELDS, MONEY_PERMISSION } from '#shared/amount-fields';
import { SYNC_TABLES, type PullResponse, type SyncRecord } from '#shared/sync';
import { newOrderCode } from '#shared/schemas/order-record';
import { garmentLine } from '#shared/schemas/atelier-order';
import { STARTER_ROLES } from '#shared/schemas/staff';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { syncPush, syncUpsert } from '../testing/requests';
import { createMerchant } from '../testing/factories';
import { newId } from '../ids';

// Roles down to the field: a role without the money permission pulls no amount, on every synced table,
// and its stage moves keep the amounts it never saw. Runs on SQLite and (scripts/with-postgres.sh) PostgreSQL.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

async function tailorShop() {
  const m = await createMerchant(t.db, t.config, { subscription: 'active', plan: 'entreprise' });
  expect((await requestJson(t.app, 'PUT', '/api/atelier/settings', { enabled: true }, m.token)).status).toBe(200);
  const roles = (await requestJson(t.app, 'GET', '/api/atelier/roles', undefined, m.token)).data.data as {
    id: string;
    name: string;
  }[];
  return { ...m, roles };
}
type Shop = Awaited<ReturnType<typeof tailorShop>>;

async function staffToken(shop: Shop, roleName: string): Promise<string> {
  const role = shop.roles.find((r) => r.name === roleName)!;
  const created = await requestJson(
    t.app,
    'POST',
    '/api/atelier/staff',
    { name: `Awa ${roleName}`, roleId: role.id, salaryKind: 'monthly', salaryAmount: 60000 },
    shop.token,
  );
  expect(created.status, JSON.stringify(created.data)).toBe(201);
  const email = `${newId()}@atelier.test`;
  const account = await requestJson(
    t.app,
    'POST',
    `/api/atelier/staff/${created.data.data.id}/account`,
    { emailOrPhone: email, password: 'Couture2026' },
    shop.token,
  );
  expect(account.status, JSON.stringify(account.data)).toBe(201);
  const login = await requestJson(t.app, 'POST', '/api/login', { emailOrPhone: email, password: 'Couture2026' });
  return login.data.token as string;
}

/** A customer, her measurement set and a made-to-measure order with a deposit, pushed by the owner. */
async function orderWithDeposit(shop: Shop) {
  const customerId = newId();
  const orderId = newId();
  const garments = [
    {
      clothingTypeId: null,
      name: 'Boubou',
      fabric: 'customer',
      fabricNote: null,
      measurementSetId: null,
      measurements: [],
      price: 25000,
      stage: 'measures',
      notes: null,
    },
    { ...garmentsBase(), name: 'Pantalon', price: 8000 },
  ];
  const results = await syncPush(t, shop.token, [
    syncUpsert('customers', customerId, { firstName: 'Issouf', lastName: 'Sawadogo', phone: '+22676445566' }),
    syncUpsert('measurement_sets', newId(), {
      customerId,
      takenAt: '2026-11-20T10:00:00.000Z',
      takenBy: 'Fatou',
      clothingTypeId: null,
      clothingTypeName: 'Boubou',
      values: [{ partId: null, name: 'Tour de poitrine', unit: 'cm', value: 92 }],
      notes: null,
    }),
    syncUpsert('orders', orderId, {
      code: newOrderCode(),
      status: 'pending',
      customerId,
      firstname: 'Issouf',
      lastname: 'Sawadogo',
      phone: '+22676445566',
      lines: garments.map(garmentLine),
      garments,
      payments: [{ id: newId(), at: '2026-11-20T10:00:00.000Z', amount: 10000, note: 'Avance' }],
      dueDate: '2026-12-20',
    }),
  ]);
  expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
  return { customerId, orderId };
}
const garmentsBase = () => ({
  clothingTypeId: null,
  fabric: 'customer',
  fabricNote: null,
  measurementSetId: null,
  measurements: [],
  stage: 'measures',
  notes: null,
});

const pull = async (token: string) => {
  const res = await requestJson(t.app, 'GET', '/api/sync/pull?since=0&limit=500', undefined, token);
  expect(res.status).toBe(200);
  return res.data as PullResponse;
};

/** Every amount field (AMOUNT_FIELDS) a record carries, as paths. */
function amountsIn(record: SyncRecord): string[] {
  const spec = AMOUNT_FIELDS[record.table as (typeof SYNC_TABLES)[number]];
  const found: string[] = [];
  for (const f of spec.fields) if (f in record.data) found.push(f);
  for (const [key, inner] of Object.entries(spec.nested)) {
    const list = record.data[key];
    if (!Array.isArray(list)) continue;
    list.forEach((el: Record<string, unknown>, i) => {
      for (const k of inner) if (k in el) found.push(`${key}.${i}.${k}`);
    });
  }
  return found;
}

describe('roles down to the field: what a sync pull carries', () => {
  it.each(STARTER_ROLES.map((r) => [r.name, r.permissions] as const))(
    '« %s » pulls every table its role reads, with amounts only with the money permission',
    async (roleName, permissions) => {
      const shop = await tailorShop();
      await orderWithDeposit(shop);
      const token = await staffToken(shop, roleName);
      const page = await pull(token);
      const money = permissions.includes(MONEY_PERMISSION);
      for (const table of SYNC_TABLES) {
        const records = page.changes.filter((c) => c.table === table);
        // the starter roles all read the three tables (customers, measurements, orders or their stages)
        expect(records.length, `${roleName} ${table}`).toBeGreaterThan(0);
        for (const record of records) {
          const amounts = amountsIn(record);
          if (money || !AMOUNT_FIELDS[table].fields.length) {
            expect(amounts.length > 0, `${roleName} ${table}`).toBe(table === 'orders');
          } else {
            expect(amounts, `${roleName} ${table}`).toEqual([]);
          }
        }
      }
      if (!money) {
        const order = page.changes.find((c) => c.table === 'orders')!;
        // what is not an amount stays: the stages, the names, the due date
        expect(order.data).toMatchObject({ firstname: 'Issouf', dueDate: '2026-12-20' });
        expect((order.data.garments as { stage: string }[]).map((g) => g.stage)).toEqual(['measures', 'measures']);
        expect((order.data.lines as { name: string }[]).map((l) => l.name)).toEqual(['Boubou', 'Pantalon']);
      }
    },
  );

  it('gives the owner every amount', async () => {
    const shop = await tailorShop();
    const { orderId } = await orderWithDeposit(shop);
    const order = (await pull(shop.token)).changes.find((c) => c.id === orderId)!;
    expect(order.data).toMatchObject({ total: 33000, payments: [{ amount: 10000 }] });
    expect(amountsIn(order)).toEqual(
      expect.arrayContaining(['total', 'payments', 'lines.0.unitPrice', 'garments.0.price', 'garments.1.price']),
    );
  });

  it("keeps the prices a couturier never saw when he moves a garment's stage, and answers him without them", async () => {
    const shop = await tailorShop();
    const { orderId } = await orderWithDeposit(shop);
    const token = await staffToken(shop, 'Couturier');
    const seen = (await pull(token)).changes.find((c) => c.id === orderId)!;
    const garments = (seen.data.garments as Record<string, unknown>[]).map((g, i) =>
      i === 0 ? { ...g, stage: 'cutting' } : g,
    );
    const [moved] = await syncPush(t, token, [syncUpsert('orders', orderId, { garments }, seen.version)]);
    expect(moved!.status, JSON.stringify(moved)).toBe('applied');
    expect(amountsIn(moved!.record!)).toEqual([]);
    const stored = (await pull(shop.token)).changes.find((c) => c.id === orderId)!;
    expect(stored.data).toMatchObject({
      total: 33000,
      payments: [{ amount: 10000 }],
      garments: [
        { stage: 'cutting', price: 25000 },
        { stage: 'measures', price: 8000 },
      ],
    });

    // A price he sends is still his role's refusal (the order's rules), and a payment is refused outright.
    const priced = garments.map((g, i) => (i === 0 ? { ...g, price: 1 } : g));
    const [refused] = await syncPush(t, token, [
      syncUpsert('orders', orderId, { garments: priced }, moved!.record!.version),
    ]);
    expect(refused!.status).toBe('rejected');
    expect(refused!.record && amountsIn(refused!.record)).toEqual([]);
    const [paid] = await syncPush(t, token, [
      syncUpsert('orders', orderId, { payments: [{ id: newId(), at: '2026-11-21', amount: 5000, note: null }] }, 1),
    ]);
    expect(paid!.status).toBe('rejected');
    const after = (await pull(shop.token)).changes.find((c) => c.id === orderId)!;
    expect(after.data).toMatchObject({ payments: [{ amount: 10000 }], garments: [{ price: 25000 }, { price: 8000 }] });
  });
});

describe('roles down to the field: the atelier reference data read with the sync', () => {
  it("sends a clothing model's default price to roles with the money permission only, and keeps it when a settings role without it saves the model", async () => {
    const shop = await tailorShop();
    const parts = (await requestJson(t.app, 'GET', '/api/atelier/parts', undefined, shop.token)).data.data as {
      id: string;
    }[];
    const made = await requestJson(
      t.app,
      'POST',
      '/api/atelier/clothing-types',
      { name: 'Boubou', partIds: parts.slice(0, 2).map((p) => p.id), defaultPrice: '15000', fabricLength: '4,5' },
      shop.token,
    );
    expect(made.status, JSON.stringify(made.data)).toBe(201);
    const typeId = made.data.data.id as string;

    // One starter role without the money permission, one with it (each account costs a password hash).
    const roles = STARTER_ROLES.filter((r) => r.name === 'Couturier' || r.name === 'Vendeur / Caissier');
    expect(roles.map((r) => r.permissions.includes(MONEY_PERMISSION))).toEqual([false, true]);
    for (const role of roles) {
      const token = await staffToken(shop, role.name);
      const list = await requestJson(t.app, 'GET', '/api/atelier/clothing-types', undefined, token);
      expect(list.status, role.name).toBe(200);
      const one = await requestJson(t.app, 'GET', `/api/atelier/clothing-types/${typeId}`, undefined, token);
      const money = role.permissions.includes(MONEY_PERMISSION);
      for (const type of [...(list.data.data as object[]), one.data.data as object])
        expect('defaultPrice' in type, `${role.name}: ${JSON.stringify(type)}`).toBe(money);
      if (money) expect(one.data.data.defaultPrice).toBe(15000);
    }

    // A custom role that manages the atelier's settings but sees no amount renames the model: the price stays.
    const role = await requestJson(
      t.app,
      'POST',
      '/api/atelier/roles',
      { name: 'Chef d’atelier', permissions: ['settings', 'order_stages'] },
      shop.token,
    );
    expect(role.status, JSON.stringify(role.data)).toBe(201);
    shop.roles.push(role.data.data);
    const chief = await staffToken(shop, 'Chef d’atelier');
    const saved = await requestJson(
      t.app,
      'PUT',
      `/api/atelier/clothing-types/${typeId}`,
      { name: 'Grand boubou', partIds: parts.slice(0, 2).map((p) => p.id), defaultPrice: '', fabricLength: '4,5' },
      chief,
    );
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    expect('defaultPrice' in saved.data.data).toBe(false);
    const owner = await requestJson(t.app, 'GET', `/api/atelier/clothing-types/${typeId}`, undefined, shop.token);
    expect(owner.data.data).toMatchObject({ name: 'Grand boubou', defaultPrice: 15000 });
  }, 120_000);
});
