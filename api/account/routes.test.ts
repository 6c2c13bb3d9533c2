import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant } from '../testing/factories';
import { imageBytes, sendForm } from '../testing/requests';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('/api/profile', () => {
  it('reads and updates the names and the profile picture, re-encoded under /uploads/avatars', async () => {
    const m = await createMerchant(t.db, t.config);
    const before = await requestJson(t.app, 'GET', '/api/profile', undefined, m.token);
    expect(before.data.data).toMatchObject({ firstName: 'Awa', lastName: 'Marchande', delivery: null });
    const form = new FormData();
    form.set('firstName', ' Aïcha ');
    form.set('lastName', 'Ouédraogo');
    form.set('profile_image', new File([new Uint8Array(await imageBytes('png', 800, 800))], 'moi.png'));
    const res = await sendForm(t.app, 'PUT', '/api/profile', form, m.token);
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data.data).toMatchObject({ firstName: 'Aïcha', lastName: 'Ouédraogo' });
    expect(res.data.data.profile_image).toMatch(/^\/uploads\/avatars\//);
    // The frame's current user follows.
    const me = await requestJson(t.app, 'GET', '/api/verifyToken', undefined, m.token);
    expect(me.data.user).toMatchObject({ firstName: 'Aïcha', profile_image: res.data.data.profile_image });
  });

  it('reports every field error at once, the picture’s included, and changes nothing', async () => {
    const m = await createMerchant(t.db, t.config);
    const form = new FormData();
    form.set('firstName', '');
    form.set('profile_image', new File(['pas une image'], 'x.png', { type: 'image/png' }));
    const res = await sendForm(t.app, 'PUT', '/api/profile', form, m.token);
    expect(res.status).toBe(422);
    expect(res.data.errors.firstName).toEqual(['Le champ est vide']);
    expect(res.data.errors.lastName).toEqual(['Le champ est vide']);
    expect(res.data.errors.profile_image).toBeDefined();
    const after = await requestJson(t.app, 'GET', '/api/profile', undefined, m.token);
    expect(after.data.data.firstName).toBe('Awa');
  });

  it('keeps the delivery information, with the specification’s messages', async () => {
    const m = await createMerchant(t.db, t.config);
    const bad = await requestJson(t.app, 'PUT', '/api/profile/delivery', { firstname: 'Awa', phone: '12' }, m.token);
    expect(bad.status).toBe(422);
    expect(bad.data.errors).toEqual({
      lastname: ['Le champ est vide'],
      phone: ['Numero Invalide'],
      city: ['Le champ est vide'],
    });
    const delivery = { firstname: 'Awa', lastname: 'Sawadogo', phone: '+226 70 11 22 33', city: 'Ouagadougou' };
    const ok = await requestJson(t.app, 'PUT', '/api/profile/delivery', delivery, m.token);
    expect(ok.status).toBe(200);
    expect(ok.data.data.delivery).toEqual(delivery);
  });

  it('needs a signed-in merchant, and refuses writes of a suspended account', async () => {
    expect((await requestJson(t.app, 'GET', '/api/profile')).status).toBe(401);
    const m = await createMerchant(t.db, t.config, { subscription: 'suspended' });
    const res = await requestJson(t.app, 'PUT', '/api/profile', { firstName: 'A', lastName: 'B' }, m.token);
    expect(res.status).toBe(403);
  });
});

describe('POST /api/storefront/publish', () => {
  it('queues the store again after a failure and answers the state', async () => {
    const m = await createMerchant(t.db, t.config);
    const res = await requestJson(t.app, 'POST', '/api/storefront/publish', {}, m.token);
    expect(res.status).toBe(202);
    expect(res.data.data).toMatchObject({ state: 'publishing', label: 'Publication en cours' });
    const jobs = await t.db.selectFrom('publish_jobs').select('store_id').where('store_id', '=', m.storeId).execute();
    expect(jobs).toHaveLength(1);
  });
});
