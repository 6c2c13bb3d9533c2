import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant } from '../testing/factories';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

describe('categories API', () => {
  it('creates, lists, reads, renames and deletes a category of the caller’s store', async () => {
    const m = await createMerchant(t.db, t.config);
    const created = await requestJson(
      t.app,
      'POST',
      '/api/categories',
      { name: '  Pagnes  ', description: 'Wax et bazin' },
      m.token,
    );
    expect(created.status).toBe(201);
    expect(created.data.data).toMatchObject({ name: 'Pagnes', description: 'Wax et bazin', productCount: 0 });
    const id = created.data.data.id;

    const list = await requestJson(t.app, 'GET', '/api/categories', undefined, m.token);
    expect(list.data.data.map((c: { name: string }) => c.name)).toEqual(['Pagnes']);

    const renamed = await requestJson(t.app, 'PUT', `/api/categories/${id}`, { name: 'Tissus' }, m.token);
    expect(renamed.status).toBe(200);
    expect(renamed.data.data).toMatchObject({ name: 'Tissus', description: null });
    expect((await requestJson(t.app, 'GET', `/api/categories/${id}`, undefined, m.token)).data.data.name).toBe(
      'Tissus',
    );

    expect((await requestJson(t.app, 'DELETE', `/api/categories/${id}`, undefined, m.token)).status).toBe(200);
    expect((await requestJson(t.app, 'GET', `/api/categories/${id}`, undefined, m.token)).status).toBe(404);
    expect((await requestJson(t.app, 'GET', '/api/categories', undefined, m.token)).data.data).toEqual([]);
  });

  it('refuses a missing or blank name with the specification’s message and writes nothing', async () => {
    const m = await createMerchant(t.db, t.config);
    for (const body of [{}, { name: '   ' }, { name: 12 }]) {
      const res = await requestJson(t.app, 'POST', '/api/categories', body, m.token);
      expect(res.status).toBe(422);
      expect(res.data.errors.name).toEqual(['Le champ est vide']);
    }
    expect(await t.db.selectFrom('categories').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('publish_jobs').selectAll().execute()).toEqual([]);
  });

  it('queues a republish of the store with every write, in the same commit', async () => {
    const m = await createMerchant(t.db, t.config);
    const generation = async () =>
      (await t.db.selectFrom('publish_jobs').select('generation').where('store_id', '=', m.storeId).executeTakeFirst())
        ?.generation ?? 0;
    const id = (await requestJson(t.app, 'POST', '/api/categories', { name: 'Pagnes' }, m.token)).data.data.id;
    expect(await generation()).toBe(1);
    await requestJson(t.app, 'PUT', `/api/categories/${id}`, { name: 'Tissus' }, m.token);
    expect(await generation()).toBe(2);
    await requestJson(t.app, 'DELETE', `/api/categories/${id}`, undefined, m.token);
    expect(await generation()).toBe(3);
  });

  it('answers 404 for another store’s category, on read, update and delete', async () => {
    const a = await createMerchant(t.db, t.config);
    const b = await createMerchant(t.db, t.config);
    const id = (await requestJson(t.app, 'POST', '/api/categories', { name: 'A' }, a.token)).data.data.id;
    expect((await requestJson(t.app, 'GET', `/api/categories/${id}`, undefined, b.token)).status).toBe(404);
    expect((await requestJson(t.app, 'PUT', `/api/categories/${id}`, { name: 'volé' }, b.token)).status).toBe(404);
    expect((await requestJson(t.app, 'DELETE', `/api/categories/${id}`, undefined, b.token)).status).toBe(404);
    expect((await requestJson(t.app, 'GET', '/api/categories', undefined, b.token)).data.data).toEqual([]);
    const row = await t.db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'A', deleted_at: null });
  });

  it('requires a signed-in merchant and refuses writes of a suspended account', async () => {
    expect((await requestJson(t.app, 'GET', '/api/categories')).status).toBe(401);
    const suspended = await createMerchant(t.db, t.config, { subscription: 'suspended' });
    const res = await requestJson(t.app, 'POST', '/api/categories', { name: 'X' }, suspended.token);
    expect(res.status).toBe(403);
    expect(res.data.message).toMatch(/suspendu/);
    expect((await requestJson(t.app, 'GET', '/api/categories', undefined, suspended.token)).status).toBe(200);
  });
});
