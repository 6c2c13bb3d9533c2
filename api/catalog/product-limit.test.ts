import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant, createProduct } from '../testing/factories';
import { imageBytes, multipart, sendForm } from '../testing/requests';

// The plan's product limit (decision 017): the API refuses the product past it with a French message naming the
// limit and the plan that lifts it, and the device's copy carries the limit so the screens show it before.
let t: TestContext;
let png: Buffer;
beforeAll(async () => {
  t = await createTestContext();
  png = await imageBytes('png', 64, 64);
});
afterAll(async () => {
  await t.close();
});

const create = (token: string) =>
  sendForm(
    t.app,
    'POST',
    '/api/products',
    multipart({ name: 'Pagne', price: '1000', stock: '3' }, [{ bytes: png, name: 'p.png' }]),
    token,
  );

describe('the plan’s product limit', () => {
  it('refuses the 11th product on the free plan in French, naming the plan that lifts it; deleted ones do not count', async () => {
    const m = await createMerchant(t.db, t.config); // free plan: 10 products
    for (let i = 0; i < 9; i++) await createProduct(t.db, m.storeId);
    await createProduct(t.db, m.storeId, { deleted: true });
    expect((await create(m.token)).status).toBe(201); // the 10th

    const refused = await create(m.token);
    expect(refused.status).toBe(403);
    expect(refused.data.message).toBe(
      'Votre plan Gratuit permet 10 produits au maximum. Passez au plan Starter pour en ajouter davantage.',
    );
    const count = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('store_id', '=', m.storeId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(10);

    const mirror = await requestJson(t.app, 'GET', '/api/catalog/mirror', undefined, m.token);
    expect(mirror.data.limit).toEqual({ max: 10, plan: 'free', message: refused.data.message });
  });

  it('has no limit on the entreprise plan', async () => {
    const m = await createMerchant(t.db, t.config, { plan: 'entreprise' });
    for (let i = 0; i < 10; i++) await createProduct(t.db, m.storeId);
    expect((await create(m.token)).status).toBe(201);
    const mirror = await requestJson(t.app, 'GET', '/api/catalog/mirror', undefined, m.token);
    expect(mirror.data.limit).toMatchObject({ max: null, plan: 'entreprise', message: null });
  });
});
