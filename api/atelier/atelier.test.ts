import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STARTER_PARTS } from '#shared/schemas/atelier';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant } from '../testing/factories';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

/** A merchant on the entreprise plan (the one with the atelier) who switched it on. */
async function tailor() {
  const m = await createMerchant(t.db, t.config, { subscription: 'active', plan: 'entreprise' });
  const on = await requestJson(t.app, 'PUT', '/api/atelier/settings', { enabled: true }, m.token);
  expect(on.status).toBe(200);
  return m;
}

describe('the atelier switch', () => {
  it('is refused in French when the plan does not include the atelier, and its routes answer 403', async () => {
    const m = await createMerchant(t.db, t.config, { subscription: 'active' });
    const settings = await requestJson(t.app, 'GET', '/api/atelier/settings', undefined, m.token);
    expect(settings.data.data).toMatchObject({ available: false, enabled: false });
    expect(settings.data.data.reason).toMatch(/module atelier n'est pas compris dans votre plan/);
    const on = await requestJson(t.app, 'PUT', '/api/atelier/settings', { enabled: true }, m.token);
    expect(on.status).toBe(403);
    expect(on.data.message).toMatch(
      /^Le module atelier n'est pas compris dans votre plan Gratuit. Passez au plan Entreprise/,
    );
    expect((await requestJson(t.app, 'GET', '/api/atelier/parts', undefined, m.token)).status).toBe(403);
    expect(await t.db.selectFrom('atelier_parts').selectAll().execute()).toEqual([]);
  });

  it('is off until the merchant switches it on; switching on creates the starter parts once', async () => {
    const m = await createMerchant(t.db, t.config, { subscription: 'active', plan: 'entreprise' });
    const before = await requestJson(t.app, 'GET', '/api/atelier/settings', undefined, m.token);
    expect(before.data.data).toEqual({ available: true, enabled: false, reason: null, capacity: null });
    const closed = await requestJson(t.app, 'GET', '/api/atelier/parts', undefined, m.token);
    expect(closed.status).toBe(403);
    expect(closed.data.message).toMatch(/pas activé/);

    expect((await requestJson(t.app, 'PUT', '/api/atelier/settings', { enabled: true }, m.token)).status).toBe(200);
    const parts = await requestJson(t.app, 'GET', '/api/atelier/parts', undefined, m.token);
    expect(parts.data.data.map((p: { name: string }) => p.name)).toEqual(STARTER_PARTS.map((p) => p.name));
    expect(parts.data.data.every((p: { unit: string }) => p.unit === 'cm')).toBe(true);
    expect(parts.data.data.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['Tour de poitrine', 'Taille', 'Hanches', 'Longueur boubou', 'Encolure', 'Cuisse']),
    );

    // The tailor changes the set; off and on again keeps her parts.
    await requestJson(t.app, 'DELETE', `/api/atelier/parts/${parts.data.data[0].id}`, undefined, m.token);
    await requestJson(t.app, 'PUT', '/api/atelier/settings', { enabled: false }, m.token);
    expect((await requestJson(t.app, 'GET', '/api/atelier/parts', undefined, m.token)).status).toBe(403);
    await requestJson(t.app, 'PUT', '/api/atelier/settings', { enabled: true }, m.token);
    const again = await requestJson(t.app, 'GET', '/api/atelier/parts', undefined, m.token);
    expect(again.data.data).toHaveLength(STARTER_PARTS.length - 1);
  });

  it('answers 422 for a body that is not a boolean', async () => {
    const m = await createMerchant(t.db, t.config, { subscription: 'active', plan: 'entreprise' });
    const res = await requestJson(t.app, 'PUT', '/api/atelier/settings', { enabled: 'oui' }, m.token);
    expect(res.status).toBe(422);
  });
});

describe('measurement parts', () => {
  it('adds (unit cm by default), renames, reorders and deletes parts', async () => {
    const m = await tailor();
    const added = await requestJson(
      t.app,
      'POST',
      '/api/atelier/parts',
      { name: '  Tour de tête ', note: '' },
      m.token,
    );
    expect(added.status).toBe(201);
    expect(added.data.data).toMatchObject({ name: 'Tour de tête', unit: 'cm', note: null });
    expect(added.data.data.position).toBe(STARTER_PARTS.length + 1);

    const edited = await requestJson(
      t.app,
      'PUT',
      `/api/atelier/parts/${added.data.data.id}`,
      { name: 'Tour de tête', unit: 'pouces', note: 'Au-dessus des oreilles' },
      m.token,
    );
    expect(edited.data.data).toMatchObject({ unit: 'pouces', note: 'Au-dessus des oreilles' });

    const list = (await requestJson(t.app, 'GET', '/api/atelier/parts', undefined, m.token)).data.data;
    const ids = list.map((p: { id: string }) => p.id);
    const reversed = [...ids].reverse();
    const reordered = await requestJson(t.app, 'PUT', '/api/atelier/parts/order', { ids: reversed }, m.token);
    expect(reordered.status).toBe(200);
    expect(reordered.data.data.map((p: { id: string }) => p.id)).toEqual(reversed);
    // An order that forgets a part is refused.
    const partial = await requestJson(t.app, 'PUT', '/api/atelier/parts/order', { ids: reversed.slice(1) }, m.token);
    expect(partial.status).toBe(422);

    expect((await requestJson(t.app, 'DELETE', `/api/atelier/parts/${ids[0]}`, undefined, m.token)).status).toBe(200);
    expect((await requestJson(t.app, 'GET', '/api/atelier/parts', undefined, m.token)).data.data).toHaveLength(
      ids.length - 1,
    );
  });

  it("refuses a blank name with 'Le champ est vide'", async () => {
    const m = await tailor();
    for (const body of [{}, { name: '   ' }]) {
      const res = await requestJson(t.app, 'POST', '/api/atelier/parts', body, m.token);
      expect(res.status).toBe(422);
      expect(res.data.errors.name).toEqual(['Le champ est vide']);
    }
  });
});

describe('clothing types', () => {
  it('creates a model with its parts, price and fabric length; edits and deletes it', async () => {
    const m = await tailor();
    const parts = (await requestJson(t.app, 'GET', '/api/atelier/parts', undefined, m.token)).data.data;
    const created = await requestJson(
      t.app,
      'POST',
      '/api/atelier/clothing-types',
      { name: 'Boubou', partIds: [parts[7].id, parts[0].id], defaultPrice: '15000', fabricLength: '4,5' },
      m.token,
    );
    expect(created.status).toBe(201);
    // Parts come back in the store's part order.
    expect(created.data.data).toMatchObject({
      name: 'Boubou',
      defaultPrice: 15000,
      fabricLength: 4.5,
      parts: [{ id: parts[0].id }, { id: parts[7].id }],
    });
    const id = created.data.data.id;
    const edited = await requestJson(
      t.app,
      'PUT',
      `/api/atelier/clothing-types/${id}`,
      { name: 'Grand boubou', partIds: [parts[1].id], defaultPrice: '', fabricLength: null },
      m.token,
    );
    expect(edited.data.data).toMatchObject({ name: 'Grand boubou', defaultPrice: null, fabricLength: null });
    expect(edited.data.data.parts.map((p: { id: string }) => p.id)).toEqual([parts[1].id]);
    // A deleted part leaves the models that used it.
    await requestJson(t.app, 'DELETE', `/api/atelier/parts/${parts[1].id}`, undefined, m.token);
    expect(
      (await requestJson(t.app, 'GET', `/api/atelier/clothing-types/${id}`, undefined, m.token)).data.data.parts,
    ).toEqual([]);
    expect((await requestJson(t.app, 'DELETE', `/api/atelier/clothing-types/${id}`, undefined, m.token)).status).toBe(
      200,
    );
    expect((await requestJson(t.app, 'GET', '/api/atelier/clothing-types', undefined, m.token)).data.data).toEqual([]);
  });

  it('gives every field error at once, in the specification’s words', async () => {
    const m = await tailor();
    const res = await requestJson(
      t.app,
      'POST',
      '/api/atelier/clothing-types',
      { name: '', defaultPrice: '12 000 F', fabricLength: 'trois' },
      m.token,
    );
    expect(res.status).toBe(422);
    expect(res.data.errors).toMatchObject({
      name: ['Le champ est vide'],
      defaultPrice: ['Uniquement des nombres ou des décimales'],
      fabricLength: ['Uniquement des nombres ou des décimales'],
    });
  });
});

describe('tenant isolation of the atelier', () => {
  it("answers 404 for another store's parts and models, and refuses to use its parts", async () => {
    const a = await tailor();
    const b = await tailor();
    const bParts = (await requestJson(t.app, 'GET', '/api/atelier/parts', undefined, b.token)).data.data;
    const bType = (
      await requestJson(
        t.app,
        'POST',
        '/api/atelier/clothing-types',
        { name: 'Robe', partIds: [bParts[0].id] },
        b.token,
      )
    ).data.data;
    const bPart = bParts[0].id;
    expect((await requestJson(t.app, 'PUT', `/api/atelier/parts/${bPart}`, { name: 'X' }, a.token)).status).toBe(404);
    expect((await requestJson(t.app, 'DELETE', `/api/atelier/parts/${bPart}`, undefined, a.token)).status).toBe(404);
    expect(
      (await requestJson(t.app, 'GET', `/api/atelier/clothing-types/${bType.id}`, undefined, a.token)).status,
    ).toBe(404);
    expect(
      (await requestJson(t.app, 'PUT', `/api/atelier/clothing-types/${bType.id}`, { name: 'X' }, a.token)).status,
    ).toBe(404);
    expect(
      (await requestJson(t.app, 'DELETE', `/api/atelier/clothing-types/${bType.id}`, undefined, a.token)).status,
    ).toBe(404);
    const stolen = await requestJson(
      t.app,
      'POST',
      '/api/atelier/clothing-types',
      { name: 'Boubou', partIds: [bPart] },
      a.token,
    );
    expect(stolen.status).toBe(422);
    expect(stolen.data.errors.partIds).toBeDefined();
    const aIds = (await requestJson(t.app, 'GET', '/api/atelier/parts', undefined, a.token)).data.data.map(
      (p: { id: string }) => p.id,
    );
    const mixed = await requestJson(t.app, 'PUT', '/api/atelier/parts/order', { ids: [bPart, ...aIds] }, a.token);
    expect(mixed.status).toBe(404);
    // B's records are untouched.
    const after = (await requestJson(t.app, 'GET', '/api/atelier/parts', undefined, b.token)).data.data;
    expect(after).toEqual(bParts);
    expect((await requestJson(t.app, 'GET', '/api/atelier/clothing-types', undefined, b.token)).data.data).toEqual([
      bType,
    ]);
  });
});
