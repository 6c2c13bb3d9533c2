import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncMutation } from '#shared/sync';
import { newOrderCode, type OrderRecord } from '#shared/schemas/order-record';
import { garmentLine } from '#shared/schemas/atelier-order';
import {
  STAFF_ACCOUNT_DELETED,
  STAFF_FORBIDDEN,
  STAFF_SYNC_FORBIDDEN,
  STARTER_ROLES,
  salaryLedgerLabel,
  type StorePermission,
} from '#shared/schemas/staff';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { syncPush, syncUpsert } from '../testing/requests';
import { createMerchant } from '../testing/factories';
import { newId } from '../ids';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

/**
 * Who may GET each atelier sub-app, by prefix (the owner always may). Every /api/atelier/* GET route the app mounts
 * must be listed here: a new sub-app without its permission row fails the route-table test below.
 */
const READERS: Record<string, StorePermission[] | 'any'> = {
  '/api/atelier/me': 'any',
  '/api/atelier/settings': 'any',
  '/api/atelier/parts': ['settings', 'measurements', 'customers', 'orders', 'order_stages'],
  '/api/atelier/clothing-types': ['settings', 'measurements', 'customers', 'orders', 'order_stages'],
  '/api/atelier/transactions': ['transactions'],
  '/api/atelier/transaction-categories': ['transactions'],
  '/api/atelier/fabrics': ['fabrics', 'orders'],
  '/api/atelier/fabric-types': ['fabrics', 'orders'],
  '/api/atelier/suppliers': ['suppliers'],
  '/api/atelier/supplier-types': ['suppliers'],
  '/api/atelier/services': ['services', 'orders'],
  '/api/atelier/roles': ['settings', 'staff'],
  '/api/atelier/staff': ['staff', 'salaries'],
  '/api/atelier/salaries': ['salaries'],
};
const prefixOf = (path: string) => Object.keys(READERS).find((p) => path === p || path.startsWith(`${p}/`));

async function tailorShop() {
  const m = await createMerchant(t.db, t.config, { subscription: 'active', plan: 'entreprise' });
  expect((await requestJson(t.app, 'PUT', '/api/atelier/settings', { enabled: true }, m.token)).status).toBe(200);
  const roles = (await requestJson(t.app, 'GET', '/api/atelier/roles', undefined, m.token)).data.data as {
    id: string;
    name: string;
  }[];
  const parts = (await requestJson(t.app, 'GET', '/api/atelier/parts', undefined, m.token)).data.data;
  const type = await requestJson(
    t.app,
    'POST',
    '/api/atelier/clothing-types',
    { name: 'Boubou', partIds: [] },
    m.token,
  );
  return { ...m, roles, parts, typeId: type.data.data.id as string };
}
type Shop = Awaited<ReturnType<typeof tailorShop>>;

/** A staff member with `roleName` and a sign-in; answers their id and access token. */
async function staffAccount(shop: Shop, roleName: string, salary = { salaryKind: 'monthly', salaryAmount: 60000 }) {
  const role = shop.roles.find((r) => r.name === roleName)!;
  const created = await requestJson(
    t.app,
    'POST',
    '/api/atelier/staff',
    { name: `Awa ${roleName}`, phone: '+22670112233', roleId: role.id, ...salary },
    shop.token,
  );
  expect(created.status, JSON.stringify(created.data)).toBe(201);
  const id = created.data.data.id as string;
  const email = `${newId()}@atelier.test`;
  const account = await requestJson(
    t.app,
    'POST',
    `/api/atelier/staff/${id}/account`,
    { emailOrPhone: email, password: 'Couture2026' },
    shop.token,
  );
  expect(account.status, JSON.stringify(account.data)).toBe(201);
  const login = await requestJson(t.app, 'POST', '/api/login', { emailOrPhone: email, password: 'Couture2026' });
  expect(login.status).toBe(200);
  return { id, email, token: login.data.token as string, roleId: role.id };
}

const push = (token: string, mutations: SyncMutation[]) => syncPush(t, token, mutations, newId());
const upsert = syncUpsert;

/** An atelier order of the owner's with one boubou at the 'measures' stage. */
async function boubouOrder(shop: Shop) {
  const customerId = newId();
  const id = newId();
  const garments = [
    {
      clothingTypeId: shop.typeId,
      name: 'Boubou',
      fabric: 'customer',
      fabricNote: null,
      measurementSetId: null,
      measurements: [],
      price: 25000,
      stage: 'measures',
      notes: null,
    },
  ];
  const results = await push(shop.token, [
    upsert('customers', customerId, { firstName: 'Issouf', lastName: 'Sawadogo', phone: '+22676445566' }),
    upsert('orders', id, {
      code: newOrderCode(),
      status: 'pending',
      customerId,
      firstname: 'Issouf',
      lastname: 'Sawadogo',
      phone: '+22676445566',
      lines: garments.map(garmentLine),
      garments,
      payments: [],
      dueDate: '2026-12-20',
    }),
  ]);
  expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
  return results[1]!.record!;
}

describe('store roles and staff accounts', () => {
  let shop: Shop;
  let couturier: Awaited<ReturnType<typeof staffAccount>>;
  let coupeur: Awaited<ReturnType<typeof staffAccount>>;
  beforeAll(async () => {
    shop = await tailorShop();
    couturier = await staffAccount(shop, 'Couturier', { salaryKind: 'piece', salaryAmount: 1500 });
    coupeur = await staffAccount(shop, 'Coupeur');
  });

  it('starts a store with the starter roles', () => {
    expect(shop.roles.map((r) => r.name)).toEqual(STARTER_ROLES.map((r) => r.name));
  });

  it('lets each role GET exactly the atelier routes its permissions allow (checked from the route table)', async () => {
    const gets = [
      ...new Set(
        t.app.routes
          .filter((r) => r.method === 'GET' && r.path.startsWith('/api/atelier/') && !r.path.includes(':'))
          .map((r) => r.path.replace(/\/\*$/, '').replace(/\/$/, '')),
      ),
    ].filter((p) => p !== '/api/atelier');
    expect(gets.length).toBeGreaterThan(10);
    for (const path of gets) expect(prefixOf(path), `${path} has no row in READERS`).toBeDefined();
    const roles = { Couturier: couturier, Coupeur: coupeur };
    for (const [name, member] of Object.entries(roles)) {
      const permissions = STARTER_ROLES.find((r) => r.name === name)!.permissions;
      for (const path of gets) {
        const readers = READERS[prefixOf(path)!]!;
        const allowed = readers === 'any' || readers.some((p) => permissions.includes(p));
        const res = await requestJson(
          t.app,
          'GET',
          `${path}${path.endsWith('/due') ? '?staffId=x&period=2026-11' : ''}`,
          undefined,
          member.token,
        );
        expect([res.status, `${name} GET ${path}`]).toEqual([
          allowed ? (path.endsWith('/due') ? 404 : 200) : 403,
          `${name} GET ${path}`,
        ]);
        if (!allowed) expect(res.data.message).toBe(STAFF_FORBIDDEN);
      }
      // The owner reaches them all.
      for (const path of gets.filter((p) => !p.endsWith('/due')))
        expect((await requestJson(t.app, 'GET', path, undefined, shop.token)).status, path).toBe(200);
    }
  });

  it('a cutter cannot see salaries, nor pay them, nor manage the staff', async () => {
    expect((await requestJson(t.app, 'GET', '/api/atelier/salaries', undefined, coupeur.token)).status).toBe(403);
    const pay = { staffId: coupeur.id, period: '2026-11', amount: 1000 };
    expect((await requestJson(t.app, 'POST', '/api/atelier/salaries', pay, coupeur.token)).status).toBe(403);
    expect((await requestJson(t.app, 'GET', `/api/atelier/staff/${coupeur.id}`, undefined, coupeur.token)).status).toBe(
      403,
    );
    expect(
      (
        await requestJson(
          t.app,
          'POST',
          '/api/atelier/roles',
          { name: 'Chef', permissions: ['salaries'] },
          coupeur.token,
        )
      ).status,
    ).toBe(403);
  });

  it('keeps a staff account out of every owner route (deny by default) and out of other stores', async () => {
    const owner = [
      ['GET', '/api/subscription'],
      ['GET', '/api/dashboard'],
      ['GET', '/api/products'],
      ['POST', '/api/products'],
      ['GET', '/api/orders'],
      ['PUT', '/api/stores'],
      ['POST', '/api/stores'],
      ['GET', '/api/personalization'],
      ['GET', '/api/notifications'],
      ['GET', '/api/referrals'],
      ['POST', '/api/storefront/publish'],
      ['PUT', '/api/atelier/settings'],
    ] as const;
    for (const [method, path] of owner) {
      const res = await requestJson(t.app, method, path, method === 'GET' ? undefined : {}, couturier.token);
      expect([method, path, res.status]).toEqual([method, path, 403]);
    }
    // Her store sells in GNF: the staff account, which has no store of its own, learns it here to write amounts.
    expect((await requestJson(t.app, 'PUT', '/api/stores', { currency: 'GNF' }, shop.token)).status).toBe(200);
    const me = await requestJson(t.app, 'GET', '/api/atelier/me', undefined, couturier.token);
    expect(me.data.data).toMatchObject({ owner: false, staff: { roleName: 'Couturier' }, currency: 'GNF' });
    // …and the shop's name and logo, printed on the receipt
    const store = await t.db
      .selectFrom('stores')
      .select(['name', 'logo'])
      .where('id', '=', shop.storeId)
      .executeTakeFirstOrThrow();
    expect(me.data.data.store).toEqual({ name: store.name, logo: store.logo ?? null });
    expect(me.data.data.permissions).toEqual(['order_stages', 'measurements', 'calendar']);

    // Another store's owner: this store's staff, roles and salaries answer 404 as if they did not exist.
    const other = await tailorShop();
    const [role] = shop.roles;
    expect((await requestJson(t.app, 'GET', `/api/atelier/staff/${couturier.id}`, undefined, other.token)).status).toBe(
      404,
    );
    expect(
      (await requestJson(t.app, 'PUT', `/api/atelier/staff/${couturier.id}`, { name: 'X' }, other.token)).status,
    ).toBe(404);
    expect((await requestJson(t.app, 'PUT', `/api/atelier/roles/${role!.id}`, { name: 'X' }, other.token)).status).toBe(
      404,
    );
    expect((await requestJson(t.app, 'DELETE', `/api/atelier/roles/${role!.id}`, undefined, other.token)).status).toBe(
      404,
    );
    const due = `/api/atelier/salaries/due?staffId=${couturier.id}&period=2026-11`;
    expect((await requestJson(t.app, 'GET', due, undefined, other.token)).status).toBe(404);
    const pay = { staffId: couturier.id, period: '2026-11', amount: 1000 };
    expect((await requestJson(t.app, 'POST', '/api/atelier/salaries', pay, other.token)).status).toBe(404);
    // And the staff member sees only their own store's data.
    const otherOrder = await boubouOrder(other);
    const pulled = await requestJson(t.app, 'GET', '/api/sync/pull?since=0', undefined, couturier.token);
    expect(pulled.data.changes.map((c: { id: string }) => c.id)).not.toContain(otherOrder.id);
    const [foreign] = await push(couturier.token, [
      upsert('orders', otherOrder.id, { garments: [] }, otherOrder.version),
    ]);
    expect(foreign!.status).toBe('rejected');
  });

  it("lets a couturier move a garment's stage but not change payments or prices; piece rate counts what they finished", async () => {
    const order = await boubouOrder(shop);
    const data = order.data as unknown as OrderRecord;
    const garments = data.garments!;
    const [moved] = await push(couturier.token, [
      upsert('orders', order.id, { garments: [{ ...garments[0]!, stage: 'cutting' }] }, order.version),
    ]);
    expect(moved!.status, JSON.stringify(moved)).toBe('applied');
    const [again] = await push(couturier.token, [
      upsert('orders', order.id, { garments: [{ ...garments[0]!, stage: 'sewing' }] }, moved!.record!.version),
    ]);
    expect(again!.status).toBe('applied');

    const payment = { id: newId(), at: new Date().toISOString(), amount: 5000, note: null };
    const refused = await push(couturier.token, [
      upsert('orders', order.id, { payments: [payment] }, again!.record!.version),
      upsert(
        'orders',
        order.id,
        { garments: [{ ...garments[0]!, price: 1, stage: 'sewing' }] },
        again!.record!.version,
      ),
      upsert('customers', newId(), { firstName: 'Nouveau', lastName: 'Client' }),
    ]);
    expect(refused.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(refused[0]!.status === 'rejected' && refused[0]!.message).toBe(STAFF_SYNC_FORBIDDEN);
    expect(refused[2]!.status === 'rejected' && refused[2]!.message).toBe(STAFF_SYNC_FORBIDDEN);

    // One garment moved twice by the couturier = one piece; the owner's own moves count for nobody.
    const period = new Date().toISOString().slice(0, 7);
    const due = await requestJson(
      t.app,
      'GET',
      `/api/atelier/salaries/due?staffId=${couturier.id}&period=${period}`,
      undefined,
      shop.token,
    );
    expect(due.data.data).toMatchObject({ kind: 'piece', pieces: 1, due: 1500, paid: 0 });

    // Paying it: the amount due by default, written as an expense of the ledger in the same transaction.
    const paid = await requestJson(
      t.app,
      'POST',
      '/api/atelier/salaries',
      { staffId: couturier.id, period },
      shop.token,
    );
    expect(paid.status, JSON.stringify(paid.data)).toBe(201);
    expect(paid.data.data).toMatchObject({ amount: 1500, pieces: 1, kind: 'piece' });
    const ledger = await requestJson(t.app, 'GET', `/api/atelier/transactions?month=${period}`, undefined, shop.token);
    expect(ledger.data.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'expense',
          amount: 1500,
          source: 'salary',
          label: salaryLedgerLabel(period, 'Awa Couturier'),
        }),
      ]),
    );
    const after = await requestJson(
      t.app,
      'GET',
      `/api/atelier/salaries/due?staffId=${couturier.id}&period=${period}`,
      undefined,
      shop.token,
    );
    expect(after.data.data).toMatchObject({ due: 1500, paid: 1500 });
  });

  it('signs a staff account out when its role changes or it is deactivated', async () => {
    const vendeur = await staffAccount(shop, 'Vendeur / Caissier');
    expect((await requestJson(t.app, 'GET', '/api/atelier/me', undefined, vendeur.token)).status).toBe(200);
    const gerant = shop.roles.find((r) => r.name === 'Gérant')!;
    const body = { name: 'Awa Vendeur / Caissier', roleId: gerant.id, salaryKind: 'monthly', salaryAmount: 50000 };
    expect((await requestJson(t.app, 'PUT', `/api/atelier/staff/${vendeur.id}`, body, shop.token)).status).toBe(200);
    expect((await requestJson(t.app, 'GET', '/api/atelier/me', undefined, vendeur.token)).status).toBe(401);

    // Deactivated: the same at once.
    expect((await requestJson(t.app, 'GET', '/api/atelier/me', undefined, coupeur.token)).status).toBe(200);
    const cutter = {
      name: 'Awa Coupeur',
      roleId: coupeur.roleId,
      salaryKind: 'monthly',
      salaryAmount: 60000,
      active: false,
    };
    const off = await requestJson(t.app, 'PUT', `/api/atelier/staff/${coupeur.id}`, cutter, shop.token);
    expect(off.status).toBe(200);
    expect((await requestJson(t.app, 'GET', '/api/atelier/me', undefined, coupeur.token)).status).toBe(401);
  });

  it('removes a staff sign-in: its session ends at once, it cannot sign in again, the staff line stays', async () => {
    const caissier = await staffAccount(shop, 'Vendeur / Caissier');
    const url = `/api/atelier/staff/${caissier.id}/account`;
    // Only the owner may: the staff account itself is refused and keeps its sign-in.
    expect((await requestJson(t.app, 'DELETE', url, undefined, caissier.token)).status).toBe(403);
    const removed = await requestJson(t.app, 'DELETE', url, undefined, shop.token);
    expect(removed.status).toBe(200);
    expect(removed.data.message).toBe(STAFF_ACCOUNT_DELETED);
    expect(removed.data.data).toMatchObject({ id: caissier.id, account: null, active: true });
    expect((await requestJson(t.app, 'GET', '/api/atelier/me', undefined, caissier.token)).status).toBe(401);
    const again = { emailOrPhone: caissier.email, password: 'Couture2026' };
    expect((await requestJson(t.app, 'POST', '/api/login', again)).status).not.toBe(200);
  });
});

describe("the plan's staff accounts limit", () => {
  it('refuses a sign-in past the limit with the message naming it and the plan that lifts it; nothing is created', async () => {
    // A premium plan with the atelier and one staff account (as an administrator may set it on /admin/plan/{id}).
    const premium = await t.db
      .selectFrom('plans')
      .select(['id', 'atelier', 'max_staff_accounts'])
      .where('code', '=', 'premium-month')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('plans').set({ atelier: 1, max_staff_accounts: 1 }).where('id', '=', premium.id).execute();
    try {
      const m = await createMerchant(t.db, t.config, { subscription: 'active', plan: 'premium' });
      expect((await requestJson(t.app, 'PUT', '/api/atelier/settings', { enabled: true }, m.token)).status).toBe(200);
      const shop = {
        ...m,
        roles: (await requestJson(t.app, 'GET', '/api/atelier/roles', undefined, m.token)).data.data,
        parts: [],
        typeId: '',
      } as Shop;
      await staffAccount(shop, 'Couturier');
      const second = await requestJson(
        t.app,
        'POST',
        '/api/atelier/staff',
        {
          name: 'Issa Coupeur',
          phone: '+22670998877',
          roleId: shop.roles[0]!.id,
          salaryKind: 'monthly',
          salaryAmount: 50000,
        },
        m.token,
      );
      expect(second.status).toBe(201);
      const email = `${newId()}@atelier.test`;
      const refused = await requestJson(
        t.app,
        'POST',
        `/api/atelier/staff/${second.data.data.id}/account`,
        { emailOrPhone: email, password: 'Couture2026' },
        m.token,
      );
      expect(refused.status).toBe(403);
      expect(refused.data.message).toBe(
        'Votre plan Premium permet 1 compte du personnel au maximum. Passez au plan Entreprise pour en ajouter davantage.',
      );
      expect(await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    } finally {
      await t.db
        .updateTable('plans')
        .set({ atelier: premium.atelier, max_staff_accounts: premium.max_staff_accounts })
        .where('id', '=', premium.id)
        .execute();
    }
  });
});
