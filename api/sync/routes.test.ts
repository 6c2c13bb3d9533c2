import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PULL_CURSOR_HEADER,
  PULL_HAS_MORE_HEADER,
  type PullResponse,
  type PushResponse,
  type SyncMutation,
} from '#shared/sync';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { newId } from '../ids';
import { createMerchant, createProduct } from '../testing/factories';
import { fromIp, shopper } from '../testing/requests';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const customer = {
  firstName: 'Fatou',
  lastName: 'Traoré',
  phone: '70 11 22 33',
  city: 'Ouagadougou',
  measurements: { taille: 92 },
};

function upsert(id: string, changes: Record<string, unknown>, baseVersion = 0): SyncMutation {
  return { mutationId: newId(), table: 'customers', op: 'upsert', id, baseVersion, changes };
}

async function push(token: string, mutations: SyncMutation[], clientId = 'client-a') {
  const res = await requestJson(ctx.app, 'POST', '/api/sync/push', { clientId, mutations }, token);
  expect(res.status).toBe(200);
  return res.data as PushResponse;
}

async function pull(token: string, since = 0, limit?: number) {
  const res = await requestJson(
    ctx.app,
    'GET',
    `/api/sync/pull?since=${since}${limit ? `&limit=${limit}` : ''}`,
    undefined,
    token,
  );
  expect(res.status).toBe(200);
  return res.data as PullResponse;
}

describe('POST /api/sync/push', () => {
  it('creates a customer and a replay of the same mutation applies it once', async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    const id = newId();
    const mutation = upsert(id, customer);
    const first = await push(m.token, [mutation]);
    expect(first.results[0]).toMatchObject({
      status: 'applied',
      record: { id, data: { firstName: 'Fatou', email: null, measurements: { taille: 92 } } },
    });
    const version = first.results[0]!.record!.version;

    const replay = await push(m.token, [mutation, mutation]);
    expect(replay.results).toEqual([first.results[0], first.results[0]]);
    const rows = await ctx.db.selectFrom('customers').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.version).toBe(version);
    expect(rows[0]!.store_id).toBe(m.storeId);
  });

  it('merges per field: the client wins on fields only it changed, the server wins on fields changed after baseVersion', async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    const id = newId();
    const created = await push(m.token, [upsert(id, customer)], 'tablet');
    const base = created.results[0]!.record!.version;

    // The phone edits city (on the same base), then the tablet, still on the old base, edits city and notes.
    const byPhone = await push(m.token, [upsert(id, { city: 'Bobo-Dioulasso' }, base)], 'phone');
    expect(byPhone.results[0]!.status).toBe('applied');
    const res = await push(m.token, [upsert(id, { city: 'Koudougou', notes: 'Client fidèle' }, base)], 'tablet');
    expect(res.results[0]).toMatchObject({
      status: 'conflict',
      conflictFields: ['city'],
      record: { data: { city: 'Bobo-Dioulasso', notes: 'Client fidèle' } },
    });

    // A client's own successive edits on one base are never conflicts with itself.
    const own = await push(
      m.token,
      [upsert(id, { notes: 'VIP' }, base), upsert(id, { notes: 'VIP 2' }, base)],
      'tablet',
    );
    expect(own.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const row = await ctx.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([row.city, row.notes]).toEqual(['Bobo-Dioulasso', 'VIP 2']);
  });

  it("merges per field on a customer a shopper's order created: two tablets editing different fields both win", async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    const { productId } = await createProduct(ctx.db, m.storeId, { stock: 5 });
    const placed = await fromIp(ctx, '10.8.0.1', `/api/shop/${m.slug}/orders`, shopper(productId));
    expect(placed.status).toBe(201);
    // The shopper's order also made the customer (written outside sync: no field log yet); both tablets pull it.
    const record = (await pull(m.token)).changes.find((c) => c.table === 'customers')!;
    const base = record.version;

    const byTablet = await push(m.token, [upsert(record.id, { city: 'Koudougou' }, base)], 'tablet');
    expect(byTablet.results[0]!.status).toBe('applied');
    // The phone, offline on the same base, changed only the phone number: nobody else did, so it is no conflict.
    const byPhone = await push(m.token, [upsert(record.id, { phone: '+22676000000' }, base)], 'phone');
    expect(byPhone.results[0]).toMatchObject({
      status: 'applied',
      record: { data: { city: 'Koudougou', phone: '+22676000000' } },
    });
    // A field the tablet did change is still a conflict for the phone.
    const late = await push(m.token, [upsert(record.id, { city: 'Banfora' }, base)], 'phone');
    expect(late.results[0]).toMatchObject({ status: 'conflict', conflictFields: ['city'] });
  });

  it("counts the details a shopper's order filled in on a customer as changed, so an older offline edit of them is a conflict", async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    const { productId } = await createProduct(ctx.db, m.storeId, { stock: 5 });
    const id = newId();
    const created = await push(
      m.token,
      [upsert(id, { firstName: 'Fatou', lastName: 'Ouédraogo', email: 'fatou@example.com' })],
      'tablet',
    );
    const base = created.results[0]!.record!.version;
    // The same woman orders on the storefront: her order fills in the city the customer lacked.
    const placed = await fromIp(ctx, '10.8.0.2', `/api/shop/${m.slug}/orders`, shopper(productId, { city: 'Kaya' }));
    expect(placed.status).toBe(201);
    const row = await ctx.db.selectFrom('customers').select('city').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.city).toBe('Kaya');
    // The tablet, offline since before the order, sets a city: the shopper's value is not silently replaced.
    const res = await push(m.token, [upsert(id, { city: 'Ouahigouya' }, base)], 'tablet');
    expect(res.results[0]).toMatchObject({
      status: 'conflict',
      conflictFields: ['city'],
      record: { data: { city: 'Kaya' } },
    });
  });

  it('rejects an invalid change with French field messages, stores that answer, and changes nothing', async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    const id = newId();
    const bad = upsert(id, { firstName: '', lastName: 'X', phone: '12', email: 'nope', measurements: { taille: -3 } });
    const res = await push(m.token, [bad]);
    expect(res.results[0]).toMatchObject({
      status: 'rejected',
      errors: {
        firstName: ['Le champ est vide'],
        phone: ['Numero Invalide'],
        email: ['Email Incorrect'],
        'measurements.taille': [expect.stringContaining('positif')],
      },
    });
    expect(await ctx.db.selectFrom('customers').selectAll().execute()).toHaveLength(0);
    expect((await push(m.token, [bad])).results[0]).toEqual(res.results[0]);

    const unknownField = await push(m.token, [upsert(newId(), { ...customer, password: 'x' })]);
    expect(unknownField.results[0]).toMatchObject({ status: 'rejected', errors: { password: ['Champ inconnu.'] } });
    const unknownTable = await push(m.token, [{ ...upsert(newId(), customer), table: 'users' }]);
    expect(unknownTable.results[0]).toMatchObject({ status: 'rejected', message: 'Type de données inconnu.' });
  });

  it('answers 422 in French for a malformed batch and 403 for a suspended merchant, without writing', async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    const res = await requestJson(
      ctx.app,
      'POST',
      '/api/sync/push',
      { clientId: 'a', mutations: [{ op: 'drop' }] },
      m.token,
    );
    expect(res.status).toBe(422);
    expect(res.data.message).toBe('Les données envoyées sont invalides.');
    expect(res.data.errors['mutations.0.op']).toEqual(['Opération inconnue.']);
    expect(Object.values(res.data.errors).flat().join(' ')).not.toMatch(/Invalid|Expected/);
    const broken = await ctx.app.request('/api/sync/push', {
      method: 'POST',
      body: '{',
      headers: { authorization: `Bearer ${m.token}`, 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);

    const suspended = await createMerchant(ctx.db, ctx.config, { subscription: 'suspended' });
    const refused = await requestJson(
      ctx.app,
      'POST',
      '/api/sync/push',
      { clientId: 'a', mutations: [upsert(newId(), customer)] },
      suspended.token,
    );
    expect(refused.status).toBe(403);
    expect(refused.data.message).toMatch(/suspendu/i);
    expect((await pull(suspended.token)).changes).toEqual([]);
    expect(await ctx.db.selectFrom('customers').selectAll().execute()).toHaveLength(0);
  });

  it('needs a merchant token', async () => {
    expect((await requestJson(ctx.app, 'GET', '/api/sync/pull')).status).toBe(401);
    expect((await requestJson(ctx.app, 'POST', '/api/sync/push', { clientId: 'a', mutations: [] })).status).toBe(401);
  });
});

describe('GET /api/sync/pull', () => {
  it('sends tombstones, and an edit of a deleted record comes back as a conflict with the tombstone', async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    const id = newId();
    const created = await push(m.token, [upsert(id, customer)]);
    const base = created.results[0]!.record!.version;
    const del = await push(
      m.token,
      [{ mutationId: newId(), table: 'customers', op: 'delete', id, baseVersion: base }],
      'phone',
    );
    expect(del.results[0]).toMatchObject({ status: 'applied', record: { deletedAt: expect.any(String) } });

    const page = await pull(m.token, base);
    expect(page.changes).toHaveLength(1);
    expect(page.changes[0]).toMatchObject({ id, deletedAt: expect.any(String), data: { firstName: 'Fatou' } });
    expect(page.cursor).toBe(del.results[0]!.record!.version);

    const late = await push(m.token, [upsert(id, { city: 'Banfora' }, base)]);
    expect(late.results[0]).toMatchObject({ status: 'conflict', record: { deletedAt: expect.any(String) } });
    expect(
      await ctx.db.selectFrom('customers').select('deleted_at').where('id', '=', id).executeTakeFirst(),
    ).toMatchObject({ deleted_at: expect.any(String) });
  });

  it('pages in version order with a cursor and hasMore', async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    const ids = Array.from({ length: 5 }, () => newId());
    await push(
      m.token,
      ids.map((id, i) => upsert(id, { ...customer, firstName: `C${i}` })),
    );
    const seen: string[] = [];
    let since = 0;
    let pages = 0;
    for (;;) {
      const page = await pull(m.token, since, 2);
      pages++;
      seen.push(...page.changes.map((c) => c.id));
      const versions = page.changes.map((c) => c.version);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
      since = page.cursor;
      if (!page.hasMore) break;
    }
    expect(seen).toEqual(ids);
    expect(pages).toBe(3);
    expect((await pull(m.token, since)).changes).toEqual([]);
    const bad = await requestJson(ctx.app, 'GET', '/api/sync/pull?since=-1&limit=9999', undefined, m.token);
    expect(bad.status).toBe(422);
  });

  it("says each page's cursor and whether more follow in its headers too, as its body does", async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    await push(
      m.token,
      Array.from({ length: 3 }, (_, i) => upsert(newId(), { ...customer, firstName: `C${i}` })),
    );
    let since = 0;
    for (const more of [true, false]) {
      const res = await ctx.app.request(`/api/sync/pull?since=${since}&limit=2`, {
        headers: { authorization: `Bearer ${m.token}` },
      });
      const page = (await res.json()) as PullResponse;
      expect(page.hasMore).toBe(more);
      expect(res.headers.get(PULL_CURSOR_HEADER)).toBe(String(page.cursor));
      expect(res.headers.get(PULL_HAS_MORE_HEADER)).toBe(more ? '1' : '0');
      since = page.cursor;
    }
  });

  it('answers an older build still asking for announced pages (`ahead`) with the usual page', async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    await push(m.token, [upsert(newId(), customer)]);
    const res = await ctx.app.request('/api/sync/pull?since=0&limit=2&ahead=3', {
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-sync-next')).toBeNull();
    expect(await res.json()).toEqual(await pull(m.token, 0, 2));
  });

  it("keeps each store to its own rows: no pull of another store's rows, no write to them", async () => {
    const a = await createMerchant(ctx.db, ctx.config);
    const b = await createMerchant(ctx.db, ctx.config);
    const id = newId();
    await push(a.token, [upsert(id, customer)]);
    expect((await pull(b.token)).changes).toEqual([]);

    const takeover = await push(b.token, [upsert(id, { firstName: 'Pirate' }, 0)]);
    expect(takeover.results[0]).toMatchObject({
      status: 'rejected',
      message: 'Enregistrement introuvable.',
      record: null,
    });
    const remove = await push(b.token, [{ mutationId: newId(), table: 'customers', op: 'delete', id, baseVersion: 0 }]);
    expect(remove.results[0]).toMatchObject({ status: 'rejected' });
    const row = await ctx.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([row.first_name, row.deleted_at, row.store_id]).toEqual(['Fatou', null, a.storeId]);
    expect((await pull(a.token)).changes).toHaveLength(1);
  });
});
