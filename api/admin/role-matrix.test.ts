import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant } from '../testing/factories';

/**
 * The admin role matrix, generated from the app's own route table: every route under /api/admin (and the admin's
 * notifications) answers 403 to a merchant and to a workshop's staff account, and 401 to a visitor, whatever the method, and nothing in the database
 * changes. A route added tomorrow to an admin sub-app is in the matrix without anyone listing it.
 */

let t: TestContext;
let merchant: Awaited<ReturnType<typeof createMerchant>>;
/** A workshop's staff member signed in (a store account of its own, not the owner's). */
let staffToken: string;

beforeAll(async () => {
  t = await createTestContext();
  merchant = await createMerchant(t.db, t.config, { subscription: 'active', plan: 'entreprise' });
  const call = (method: string, path: string, body: unknown) =>
    requestJson(t.app, method, path, body, merchant.token).then((res) => {
      expect(res.status, `${method} ${path} ${JSON.stringify(res.data)}`).toBeLessThan(300);
      return res.data;
    });
  await call('PUT', '/api/atelier/settings', { enabled: true });
  const roles = (await call('GET', '/api/atelier/roles', undefined)).data as { id: string; name: string }[];
  const staff = await call('POST', '/api/atelier/staff', {
    name: 'Awa Gérante',
    phone: '+22670112233',
    roleId: roles.find((r) => r.name === 'Gérant')?.id ?? roles[0]!.id,
    salaryKind: 'monthly',
    salaryAmount: 60000,
  });
  await call('POST', `/api/atelier/staff/${staff.data.id}/account`, {
    emailOrPhone: 'gerante@atelier.test',
    password: 'Couture2026',
  });
  const login = await requestJson(t.app, 'POST', '/api/login', {
    emailOrPhone: 'gerante@atelier.test',
    password: 'Couture2026',
  });
  expect(login.status).toBe(200);
  staffToken = login.data.token;
});
afterAll(async () => {
  await t?.close();
});

/** Every table's rows, as text: what "nothing changes" compares (the merchant's own token row aside, none is written). */
async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const table of (await t.db.introspection.getTables()).sort((x, y) => x.name.localeCompare(y.name))) {
    const rows = await (t.db as any).selectFrom(table.name).selectAll().execute();
    parts.push(`${table.name}:${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}

describe('admin routes, for every route of the route table', () => {
  it('a merchant and a staff account get 403, a visitor 401, and none changes anything', async () => {
    const routes = [
      ...new Map(
        t.app.routes
          .filter((r) => r.method !== 'ALL' && /^\/api\/admin[/-]/.test(r.path))
          .map((r) => [`${r.method} ${r.path}`, r]),
      ).values(),
    ];
    const before = await snapshot();
    const failures: string[] = [];
    for (const route of routes) {
      // A real id (the merchant's own) in every parameter: the guard must answer before any lookup could.
      const url = route.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, merchant.userId);
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : { status: 'suspended' };
      const asMerchant = await requestJson(t.app, route.method, url, body, merchant.token);
      if (asMerchant.status !== 403) failures.push(`merchant: ${route.method} ${url} → ${asMerchant.status}`);
      else expect(typeof asMerchant.data?.message, `${route.method} ${url}`).toBe('string');
      const asStaff = await requestJson(t.app, route.method, url, body, staffToken);
      if (asStaff.status !== 403) failures.push(`staff: ${route.method} ${url} → ${asStaff.status}`);
      const asVisitor = await requestJson(t.app, route.method, url, body);
      if (asVisitor.status !== 401) failures.push(`visitor: ${route.method} ${url} → ${asVisitor.status}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot(), 'a refused call changed the database').toBe(before);
    // The matrix covers the whole admin API (plans, subscriptions, requests, shops, users, inbox, notifications…).
    const covered = routes.map((r) => `${r.method} ${r.path}`);
    expect(covered.length).toBeGreaterThan(20);
    for (const known of [
      'PUT /api/admin/users/:id/disabled',
      'POST /api/admin/subscription-requests/:id/accept',
      'PUT /api/admin/subscriptions/:id',
      'POST /api/admin/plans',
    ])
      expect(
        covered.some((c) => c.replace(/:[A-Za-z_]+/g, ':id') === known),
        known,
      ).toBe(true);
  }, 120_000);
});
