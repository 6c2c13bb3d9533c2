import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant, type TestMerchant } from '../testing/factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const call = (m: TestMerchant, method: string, path: string, body?: unknown) =>
  requestJson(t.app, method, path, body, m.token);

async function tailor() {
  const m = await createMerchant(t.db, t.config, { subscription: 'active', plan: 'entreprise' });
  expect((await call(m, 'PUT', '/api/atelier/settings', { enabled: true })).status).toBe(200);
  return m;
}

/**
 * A valid body for each atelier collection (what its POST takes and its PUT accepts): store A makes one record of
 * each, store B then calls every route of the atelier that names a record by id, with A's id and a valid body.
 * A route whose collection has no row here fails the test, so a new route cannot skip the check.
 */
const BODIES: Record<string, (ids: Record<string, string>) => Record<string, unknown>> = {
  parts: () => ({ name: 'Tour de cou', unit: 'cm' }),
  'clothing-types': () => ({ name: 'Grand boubou', partIds: [] }),
  transactions: () => ({ kind: 'expense', amount: 1500, day: '2026-11-20', label: 'Fil' }),
  'transaction-categories': () => ({ name: 'Fournitures', kind: 'expense' }),
  'fabric-types': () => ({ name: 'Bazin' }),
  fabrics: () => ({ name: 'Bazin riche', stock: '12' }),
  'supplier-types': () => ({ name: 'Grossiste' }),
  suppliers: () => ({ name: 'Tissus du Faso', phone: '+22670112233' }),
  purchases: (ids) => ({ day: '2026-11-20', fabricId: ids.fabrics, quantity: '2', amount: '8000' }),
  services: () => ({ name: 'Ourlet', price: '1500' }),
  roles: () => ({ name: 'Brodeur', permissions: ['order_stages'] }),
  staff: (ids) => ({
    name: 'Awa',
    phone: '+22670112233',
    roleId: ids.roles,
    salaryKind: 'monthly',
    salaryAmount: 60000,
  }),
  account: () => ({ emailOrPhone: 'awa@atelier.test', password: 'Couture2026' }),
};

/** Store A's records, one per collection, and what each one reads as (to prove B changed nothing). */
async function storeARecords(a: TestMerchant) {
  const ids: Record<string, string> = {};
  ids.parts = (await call(a, 'GET', '/api/atelier/parts')).data.data[0].id;
  ids.roles = (await call(a, 'GET', '/api/atelier/roles')).data.data[0].id;
  for (const c of [
    'clothing-types',
    'transactions',
    'transaction-categories',
    'fabric-types',
    'fabrics',
    'supplier-types',
    'suppliers',
    'services',
    'staff',
  ]) {
    const res = await call(a, 'POST', `/api/atelier/${c}`, BODIES[c]!(ids));
    expect([c, res.status], JSON.stringify(res.data)).toEqual([c, 201]);
    ids[c] = res.data.data.id;
  }
  const purchase = await call(a, 'POST', `/api/atelier/suppliers/${ids.suppliers}/purchases`, BODIES.purchases!(ids));
  expect(purchase.status, JSON.stringify(purchase.data)).toBe(201);
  ids.purchases = purchase.data.data.id;
  return ids;
}

/** Everything store A's owner reads from the atelier's lists and records. */
async function snapshot(a: TestMerchant, ids: Record<string, string>) {
  const out: Record<string, unknown> = {};
  for (const list of Object.keys(BODIES).filter((c) => !['purchases', 'account'].includes(c)))
    out[list] = (await call(a, 'GET', `/api/atelier/${list}`)).data;
  for (const one of ['clothing-types', 'transactions', 'fabrics', 'suppliers', 'staff'])
    out[`${one}/id`] = (await call(a, 'GET', `/api/atelier/${one}/${ids[one]}`)).data;
  return out;
}

describe('another store reaches none of the atelier records by id', () => {
  it("answers 404 on every atelier route that names a record, for another store's ids, and changes nothing", async () => {
    const a = await tailor();
    const b = await tailor();
    const ids = await storeARecords(a);
    const before = await snapshot(a, ids);

    const routes = [
      ...new Set(
        t.app.routes
          .filter((r) => r.path.startsWith('/api/atelier/') && r.path.includes('/:') && r.method !== 'ALL')
          .map((r) => `${r.method} ${r.path}`),
      ),
    ];
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      const [method, pattern] = route.split(' ') as [string, string];
      const collection = pattern.split('/')[3]!;
      const sub = pattern.split('/')[5];
      const bodyOf = BODIES[sub === 'purchases' ? 'purchases' : sub === 'account' ? 'account' : collection];
      expect(bodyOf, `${route} has no row in BODIES`).toBeDefined();
      expect(ids[collection], `${route}: no record of store A for ${collection}`).toBeDefined();
      const path = pattern.replace(':id', ids[collection]!).replace(':purchaseId', ids.purchases!);
      const body = method === 'GET' || method === 'DELETE' ? undefined : bodyOf!(ids);
      const res = await call(b, method, path, body);
      expect([route, res.status]).toEqual([route, 404]);
    }

    expect(await snapshot(a, ids)).toEqual(before);
  });
});
