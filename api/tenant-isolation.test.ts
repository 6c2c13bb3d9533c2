import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, nowIso } from './ids';
import { createTestContext, type TestContext } from './testing/harness';
import { createMerchant, createProduct } from './testing/factories';
import { fromIp, shopper } from './testing/requests';
import { seedDemoWorkshop } from './seed/demo-atelier';

/**
 * The tenant-isolation matrix, generated from the app's own route table: every store-scoped route (one that refuses
 * a caller without a token) is called by merchant A, and by A's workshop manager (a staff account), with each of
 * store B's ids in its path. Reads answer 404 exactly as if the record did not exist; writes never succeed; nothing
 * of B changes; and no answer to A ever carries one of B's ids. A route added tomorrow is in the matrix without anyone
 * writing a test for it.
 */

let t: TestContext;
let tokenA: string;
/** A's manager (the 'Gérant' role: every workshop permission), signed in with a staff account of store A. */
let staffTokenA: string;
let storeB: { storeId: string; userId: string; ids: string[] };
let idsOfA: string[] = [];

/**
 * One id of every kind a store and its owner own: the first row's id of each table that has a store_id, or else a
 * user_id (subscriptions, change requests, notifications…).
 */
async function oneIdOfEveryKind(storeId: string, userId: string): Promise<string[]> {
  const ids: string[] = [];
  for (const table of await t.db.introspection.getTables()) {
    const columns = table.columns.map((c) => c.name);
    const owner = columns.includes('store_id') ? 'store_id' : columns.includes('user_id') ? 'user_id' : null;
    if (!owner || !columns.includes('id')) continue;
    const row = await (t.db as any)
      .selectFrom(table.name)
      .select('id')
      .where(owner, '=', owner === 'store_id' ? storeId : userId)
      .orderBy('id')
      .executeTakeFirst();
    if (row) ids.push(String(row.id));
  }
  return ids;
}

beforeAll(async () => {
  t = await createTestContext();
  // Both on the plan with the atelier, switched on, so that the atelier's routes answer as for any tailor.
  const a = await createMerchant(t.db, t.config, { subscription: 'active', plan: 'entreprise' });
  const b = await createMerchant(t.db, t.config, { subscription: 'active', plan: 'entreprise' });
  tokenA = a.token;
  for (const m of [a, b]) {
    const on = await t.app.request('/api/atelier/settings', {
      method: 'PUT',
      headers: { authorization: `Bearer ${m.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: true }),
    });
    expect(on.status).toBe(200);
  }
  // A store of A's own, so that list routes have something to answer.
  await createProduct(t.db, a.storeId);

  // Store B: one record of every kind the merchant routes address.
  const product = await createProduct(t.db, b.storeId, { stock: 10, variant: { price: 5000, stock: 3 } });
  const categoryId = newId();
  const now = nowIso();
  await t.db
    .insertInto('categories')
    .values({
      id: categoryId,
      store_id: b.storeId,
      name: 'Pagnes',
      description: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .execute();
  const order = await fromIp(
    t,
    '10.9.9.9',
    `/api/shop/${b.slug}/orders`,
    shopper(product.productId, { quantity: '1' }),
  );
  expect(order.status).toBe(201);
  const ids = new Set<string>([
    b.storeId,
    b.userId,
    product.productId,
    product.subProductId!,
    categoryId,
    order.data.data.id,
  ]);
  for (const row of await t.db.selectFrom('customers').select('id').where('store_id', '=', b.storeId).execute())
    ids.add(row.id);
  const bPart = await t.db
    .selectFrom('atelier_parts')
    .select('id')
    .where('store_id', '=', b.storeId)
    .executeTakeFirstOrThrow();
  ids.add(bPart.id);
  const bType = await t.app.request('/api/atelier/clothing-types', {
    method: 'POST',
    headers: { authorization: `Bearer ${b.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Boubou', partIds: [bPart.id] }),
  });
  ids.add(((await bType.json()) as { data: { id: string } }).data.id);
  for (const row of await t.db.selectFrom('notifications').select('id').where('user_id', '=', b.userId).execute())
    ids.add(row.id);
  // The workshop's resources (fabrics and their types, a supplier with a purchase, services, roles, staff, the
  // ledger), a staff sign-in and a salary payment: the atelier and staff routes then meet one of B's real records.
  await seedDemoWorkshop(t.db, b.storeId);
  const staffId = (
    await t.db.selectFrom('staff').select('id').where('store_id', '=', b.storeId).executeTakeFirstOrThrow()
  ).id;
  for (const [path, body] of [
    [`/api/atelier/staff/${staffId}/account`, { emailOrPhone: 'staff-b@boutique.local', password: 'Atelier1234' }],
    ['/api/atelier/salaries', { staffId, period: new Date().toISOString().slice(0, 7), amount: 5000 }],
    // A change request of B's owner (a user-owned record, like her subscriptions and notifications).
    [
      '/api/subscription/requests',
      {
        planId: (
          await t.db.selectFrom('plans').select('id').where('code', '=', 'premium-month').executeTakeFirstOrThrow()
        ).id,
        fullname: 'Awa Ouédraogo',
        phone: '70 12 34 56',
        transactionId: 'OM-B-1',
      },
    ],
  ] as const) {
    const res = await t.app.request(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${b.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status, path).toBe(201);
  }
  // Then one id of every kind B owns, read from every table that has a store_id: a table added tomorrow brings its
  // ids into the matrix as soon as a store has a row in it.
  for (const id of await oneIdOfEveryKind(b.storeId, b.userId)) ids.add(id);
  storeB = { storeId: b.storeId, userId: b.userId, ids: [...ids] };
  // A's own records of the same kinds: a route with two ids (a parent and its child) is also called with A's parent
  // and B's child, the way a tenant leak usually hides.
  await seedDemoWorkshop(t.db, a.storeId);
  idsOfA = [...(await oneIdOfEveryKind(a.storeId, a.userId)), a.storeId, a.userId];
  const asA = async (method: string, path: string, body?: unknown) => {
    const res = await t.app.request(path, {
      method,
      headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status, path).toBeLessThan(300);
    return ((await res.json()) as { data: any }).data;
  };
  const manager = ((await asA('GET', '/api/atelier/roles')) as { id: string; name: string }[]).find(
    (r) => r.name === 'Gérant',
  )!;
  const staff = await asA('POST', '/api/atelier/staff', {
    name: 'Awa Gérante',
    phone: '+22670112233',
    roleId: manager.id,
    salaryKind: 'monthly',
    salaryAmount: 60000,
  });
  await asA('POST', `/api/atelier/staff/${staff.id}/account`, {
    emailOrPhone: 'gerante-a@boutique.local',
    password: 'Atelier1234',
  });
  const login = await t.app.request('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrPhone: 'gerante-a@boutique.local', password: 'Atelier1234' }),
  });
  expect(login.status).toBe(200);
  staffTokenA = ((await login.json()) as { token: string }).token;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/**
 * Every table's rows that belong to store B (by store_id) or to its owner (by user_id, and her account), as text:
 * what "nothing of B changes" compares.
 */
async function rowsOfB(): Promise<string> {
  const parts: string[] = [];
  for (const table of (await t.db.introspection.getTables()).sort((x, y) => x.name.localeCompare(y.name))) {
    const columns = table.columns.map((c) => c.name);
    const [column, value] = columns.includes('store_id')
      ? ['store_id', storeB.storeId]
      : columns.includes('user_id')
        ? ['user_id', storeB.userId]
        : table.name === 'users'
          ? ['id', storeB.userId]
          : [null, null];
    if (!column) continue;
    const rows = await (t.db as any).selectFrom(table.name).selectAll().where(column, '=', value).execute();
    parts.push(`${table.name}:${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}

async function isStoreScoped(method: string, path: string): Promise<boolean> {
  const probe = path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, newId());
  const res = await t.app.request(probe, {
    method,
    headers: { 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : '{}',
  });
  return res.status === 401;
}

describe('tenant isolation, for every store-scoped route of the route table', () => {
  it("merchant A and her staff can neither read nor change store B's records through any route", async () => {
    const routes = [
      ...new Map(
        t.app.routes
          .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && r.path !== '/api/*')
          .filter((r) => !r.path.startsWith('/api/admin') && !r.path.startsWith('/api/admin-'))
          .map((r) => [`${r.method} ${r.path}`, r]),
      ).values(),
    ];
    const scoped: string[] = [];
    const before = await rowsOfB();
    const failures: string[] = [];
    for (const route of routes) {
      if (!(await isStoreScoped(route.method, route.path))) continue;
      scoped.push(`${route.method} ${route.path}`);
      const params = route.path.match(/:[A-Za-z_]+(\{[^}]*\})?/g) ?? [];
      // One of B's ids in every parameter; with several parameters, also B's id in one and A's in the others.
      const candidates: (string[] | null)[] =
        params.length === 0 ? [null] : storeB.ids.map((id) => params.map(() => id));
      if (params.length > 1) {
        for (let at = 0; at < params.length; at++)
          for (const bId of storeB.ids)
            for (const aId of idsOfA) candidates.push(params.map((_, i) => (i === at ? bId : aId)));
      }
      for (const values of candidates) {
        const id = values?.find((v) => storeB.ids.includes(v)) ?? null;
        let i = 0;
        const url = values
          ? route.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, () => encodeURIComponent(values[i++]!))
          : route.path;
        for (const [who, token] of [
          ['owner', tokenA],
          ['staff', staffTokenA],
        ] as const)
          for (const body of route.method === 'GET' || route.method === 'DELETE'
            ? [undefined]
            : ['{}', JSON.stringify({ name: 'X', status: 'confirmed', stock: 0 })]) {
            const res = await t.app.request(url, {
              method: route.method,
              headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
              body,
            });
            const text = await res.text();
            const where = `${route.method} ${url} as A's ${who} → ${res.status} ${text.slice(0, 160)}`;
            // A staff account may be refused by its role (403) before any lookup; otherwise B's record does not exist.
            const refusedAsNotFound = res.status === 404 || (who === 'staff' && res.status === 403);
            if (id && (route.method === 'GET' || route.method === 'DELETE') && !refusedAsNotFound)
              failures.push(`not 404: ${where}`);
            if (id && res.status < 300) failures.push(`succeeded on B's id: ${where}`);
            const leaked = storeB.ids.find((bId) => bId !== id && text.includes(bId));
            if (leaked) failures.push(`answer carries B's id ${leaked}: ${where}`);
          }
      }
    }
    expect(failures).toEqual([]);
    expect(await rowsOfB(), "a route changed store B's records").toBe(before);
    // The matrix covers the merchant API, not a handful of routes.
    expect(scoped.length).toBeGreaterThan(10);
    // …including the atelier's and the staff's sub-apps, reached through the same generation.
    for (const known of [
      'GET /api/atelier/fabrics/:id',
      'DELETE /api/atelier/staff/:id/account',
      'PUT /api/atelier/roles/:id',
      'PUT /api/atelier/transactions/:id',
    ])
      expect(scoped, known).toContain(known);
  }, 600_000);
});
