import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { signAccessToken } from './auth/access-token';
import { seedDemoWorkshop } from './seed/demo-atelier';
import { createTestContext, type TestContext } from './testing/harness';
import { createMerchant, createProduct, createUser } from './testing/factories';

/**
 * A property-based fuzz of EVERY API route, read from the app's own route table (a new route is covered without
 * anyone writing a test for it): hostile path ids, query values and bodies — as a merchant, an admin, or nobody —
 * never answer 5xx, never leak a stack, always answer JSON with a message, and a refused request changes nothing
 * in the database.
 */

/** Tables a refused request may legitimately write: the counters that limit refused requests themselves. */
const COUNTER_TABLES = /rate|throttle|attempt|hits|login/;

let t: TestContext;
let tokens: Record<'merchant' | 'admin' | 'none', string | undefined>;
let knownIds: string[] = [];
const serverErrors: string[] = [];

beforeAll(async () => {
  t = await createTestContext();
  t.deps.log.error = (msg: string) => void serverErrors.push(msg);
  // A tailor on the plan with the atelier, switched on: otherwise every atelier and staff route stops at its plan
  // guard and its handler, body parsing included, is never reached.
  const merchant = await createMerchant(t.db, t.config, { subscription: 'active', plan: 'entreprise' });
  const on = await t.app.request('/api/atelier/settings', {
    method: 'PUT',
    headers: { authorization: `Bearer ${merchant.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ enabled: true }),
  });
  expect(on.status).toBe(200);
  await seedDemoWorkshop(t.db, merchant.storeId);
  const other = await createMerchant(t.db, t.config, { subscription: 'active' });
  const own = await createProduct(t.db, merchant.storeId, { variant: { price: 5000, stock: 2 } });
  const foreign = await createProduct(t.db, other.storeId, { variant: { price: 5000, stock: 2 } });
  const { userId: adminId } = await createUser(t.db, t.config, { role: 'admin', password: 'Admin1234' });
  tokens = {
    merchant: merchant.token,
    admin: await signAccessToken({ userId: adminId, role: 'admin' }, t.config.jwtSecret, 3600),
    none: undefined,
  };
  knownIds = [
    merchant.userId,
    merchant.storeId,
    other.userId,
    other.storeId,
    own.productId,
    own.subProductId!,
    foreign.productId,
    foreign.subProductId!,
    adminId,
    merchant.slug,
    other.slug,
  ];
  // One real id of every kind the tailor owns (fabric, supplier, purchase, service, role, staff, ledger entry…, and
  // her own subscription and notifications).
  for (const table of await t.db.introspection.getTables()) {
    const columns = table.columns.map((c) => c.name);
    const owner = columns.includes('store_id') ? 'store_id' : columns.includes('user_id') ? 'user_id' : null;
    if (!owner || !columns.includes('id')) continue;
    const row = await (t.db as any)
      .selectFrom(table.name)
      .select('id')
      .where(owner, '=', owner === 'store_id' ? merchant.storeId : merchant.userId)
      .orderBy('id')
      .executeTakeFirst();
    if (row && !knownIds.includes(String(row.id))) knownIds.push(String(row.id));
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** Every table's rows, except the counters: what "changes nothing" compares. */
async function databaseFingerprint(): Promise<string> {
  const tables = (await t.db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !COUNTER_TABLES.test(name) && !name.startsWith('kysely_'))
    .sort();
  const parts: string[] = [];
  for (const name of tables) {
    const rows = await (t.db as any).selectFrom(name).selectAll().execute();
    parts.push(`${name}:${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '%00',
    '0',
    '-1',
    '1e309',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    'a'.repeat(5000),
  ),
  fc.uuid(),
);

type Body =
  | { kind: 'json'; text: string }
  | { kind: 'multipart'; fields: [string, string][] }
  | { kind: 'text'; text: string }
  | { kind: 'none' };

const body: fc.Arbitrary<Body> = fc.oneof(
  fc.jsonValue().map((v): Body => ({ kind: 'json', text: JSON.stringify(v) })),
  fc
    .dictionary(hostileText, fc.oneof(hostileText, fc.integer(), fc.boolean(), fc.constant(null)), { maxKeys: 6 })
    .map((v): Body => ({ kind: 'json', text: JSON.stringify(v) })),
  fc.array(fc.tuple(hostileText, hostileText), { maxLength: 5 }).map((fields): Body => ({ kind: 'multipart', fields })),
  fc.constantFrom<Body>(
    { kind: 'text', text: '{"unterminated": ' },
    { kind: 'text', text: '[]' },
    { kind: 'text', text: 'null' },
    { kind: 'none' },
  ),
);

function requestInit(method: string, b: Body, token: string | undefined): RequestInit {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (method === 'GET' || method === 'HEAD' || b.kind === 'none') return { method, headers };
  if (b.kind === 'multipart') {
    const form = new FormData();
    for (const [k, v] of b.fields) form.append(k, v);
    return { method, headers, body: form };
  }
  headers['content-type'] = b.kind === 'json' ? 'application/json' : 'text/plain';
  return { method, headers, body: b.text };
}

describe('every API route under hostile input', () => {
  it('never answers 5xx, never leaks a stack, answers JSON with a message, and a refusal changes nothing', async () => {
    const routes = [
      ...new Map(
        t.app.routes
          .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && r.path !== '/api/*')
          .map((r) => [`${r.method} ${r.path}`, r]),
      ).values(),
    ];
    expect(routes.length).toBeGreaterThan(20);
    const idOrHostile = fc.oneof(fc.constantFrom(...knownIds), hostileText);

    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(idOrHostile, { minLength: 4, maxLength: 4 }),
          body,
          fc.dictionary(
            fc.constantFrom('page', 'perPage', 'q', 'status', 'since', 'sort', 'category', 'limit'),
            hostileText,
            {
              maxKeys: 3,
            },
          ),
          fc.constantFrom<keyof typeof tokens>('merchant', 'admin', 'none'),
          async (params, b, query, who) => {
            let i = 0;
            const path = route.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, () =>
              encodeURIComponent(params[i++ % 4] ?? 'x'),
            );
            const search = new URLSearchParams(query).toString();
            const url = search ? `${path}?${search}` : path;
            const before = await databaseFingerprint();
            const res = await t.app.request(url, requestInit(route.method, b, tokens[who]));
            const text = await res.text();
            const where = `${route.method} ${url} as ${who} → ${res.status} ${text.slice(0, 200)}`;
            expect(res.status, where).toBeLessThan(500);
            expect(text, where).not.toMatch(/\bat [^\s]+\.(ts|js|mjs):\d+|node_modules|Error:\s/);
            // The no-JavaScript confirmation is a shopper's page: its refusals are pages too (shopper-error-page.ts).
            const shopperPage = route.method === 'GET' && route.path.endsWith('/orders/:code/confirmation');
            if (res.status >= 400 && shopperPage) {
              expect(res.headers.get('content-type') ?? '', where).toMatch(/text\/html|application\/json/);
              expect(await databaseFingerprint(), `a refused request changed the database: ${where}`).toBe(before);
            } else if (res.status >= 400) {
              expect(res.headers.get('content-type') ?? '', where).toContain('application/json');
              const answer = JSON.parse(text) as { message?: unknown };
              expect(typeof answer.message, where).toBe('string');
              expect(await databaseFingerprint(), `a refused request changed the database: ${where}`).toBe(before);
            }
          },
        ),
        { numRuns: 6 },
      );
    }
    expect(serverErrors).toEqual([]);
  }, 600_000);
});
