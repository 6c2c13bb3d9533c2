import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_INVALID, EMPTY, PHONE_INVALID } from '#shared/messages';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { STORE_ALREADY_EXISTS, STORE_CREATED, STORE_NOT_FOUND, STORE_UPDATED } from './routes';
import { createUser } from '../testing/factories';
import { pngBytes, storeForm } from '../testing/requests';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

const fields = {
  name: 'Atelier Awa',
  phone: '70123456',
  email: 'contact@awa.bf',
  address: 'Ouagadougou',
  currency: 'XOF',
  color: '#E67E22',
};

async function postStore(token: string, form: FormData) {
  const res = await t.app.request('/api/stores', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, data: (await res.json()) as any };
}

async function putStore(token: string, body: FormData | Record<string, unknown>) {
  const isForm = body instanceof FormData;
  const res = await t.app.request('/api/stores', {
    method: 'PUT',
    body: isForm ? body : JSON.stringify(body),
    headers: { authorization: `Bearer ${token}`, ...(isForm ? {} : { 'content-type': 'application/json' }) },
  });
  return { status: res.status, data: (await res.json()) as any };
}

describe('POST /api/stores', () => {
  it('creates the store with a re-encoded logo, a slug, admins notified → 201', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    const merchant = await createUser(t.db, t.config);
    const res = await postStore(
      merchant.token,
      storeForm(fields, { bytes: await pngBytes(3000, 1500), name: 'logo.png' }),
    );
    expect(res.status).toBe(201);
    expect(res.data.message).toBe(STORE_CREATED);
    const store = res.data.data;
    expect(store).toMatchObject({
      user_id: merchant.userId,
      name: 'Atelier Awa',
      slug: 'atelier-awa',
      phone: '+22670123456',
      email: 'contact@awa.bf',
      currency: 'XOF',
      color: '#e67e22',
      subscription: { status: 'active' },
    });
    expect(store.logo).toMatch(/^\/uploads\/logos\/[0-9a-f-]+\.png$/);
    // Stored under DATA_DIR/uploads, shrunk to 1920 px on its longest side, and served back.
    const meta = await sharp(fs.readFileSync(path.join(t.dataDir, store.logo))).metadata();
    expect([meta.width, meta.height]).toEqual([1920, 960]);
    const served = await t.app.request(store.logo);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const notes = await t.db.selectFrom('notifications').selectAll().where('user_id', '=', admin.userId).execute();
    expect(notes).toMatchObject([{ type: 'stores', related_id: store.id, read: 0 }]);
  });

  it('answers 422 with every field error at once and writes nothing', async () => {
    const merchant = await createUser(t.db, t.config);
    const res = await postStore(
      merchant.token,
      storeForm({ name: '', phone: '123', email: 'pas-un-email', currency: 'ZZZ', color: 'rouge' }),
    );
    expect(res.status).toBe(422);
    expect(res.data.message).toBe('Les données envoyées sont invalides.');
    expect(res.data.errors).toEqual({
      name: [EMPTY],
      phone: [PHONE_INVALID],
      email: [EMAIL_INVALID],
      currency: ['Devise invalide'],
      color: ['Couleur invalide (format #rrggbb)'],
    });
    expect(await t.db.selectFrom('stores').select('id').execute()).toEqual([]);
  });

  it('refuses a text file renamed .png as logo (judged by content) and writes nothing', async () => {
    const merchant = await createUser(t.db, t.config);
    const res = await postStore(
      merchant.token,
      storeForm(fields, { bytes: 'ceci est du texte', name: 'logo.png', type: 'image/png' }),
    );
    expect(res.status).toBe(422);
    expect(res.data.errors).toEqual({ logo: ['Le fichier doit être une image (JPG, PNG).'] });
    expect(await t.db.selectFrom('stores').select('id').execute()).toEqual([]);
    expect(
      fs.existsSync(path.join(t.dataDir, 'uploads', 'logos'))
        ? fs.readdirSync(path.join(t.dataDir, 'uploads', 'logos'))
        : [],
    ).toEqual([]);
  });

  it('refuses a GIF logo (store form: jpg, jpeg, png only) and a logo above 1 MB', async () => {
    const merchant = await createUser(t.db, t.config);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const gifRes = await postStore(
      merchant.token,
      storeForm(fields, { bytes: gif, name: 'logo.gif', type: 'image/gif' }),
    );
    expect(gifRes.status).toBe(422);
    expect(gifRes.data.errors.logo).toEqual(['Le fichier doit être une image (JPG, PNG).']);

    // Random pixels do not compress: a real PNG just above 1 MB.
    const noise = Buffer.from(Array.from({ length: 700 * 700 * 3 }, () => Math.floor(Math.random() * 256)));
    const big = await sharp(noise, { raw: { width: 700, height: 700, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const bigRes = await postStore(merchant.token, storeForm(fields, { bytes: big, name: 'logo.png' }));
    expect(bigRes.status).toBe(422);
    expect(bigRes.data.errors).toEqual({ logo: ["L'image ne doit pas dépasser 1 Mo."] });
  });

  it('accepts a JPEG logo and keeps it a JPEG', async () => {
    const merchant = await createUser(t.db, t.config);
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const res = await postStore(
      merchant.token,
      storeForm(fields, { bytes: jpeg, name: 'logo.jpeg', type: 'image/jpeg' }),
    );
    expect(res.status).toBe(201);
    expect(res.data.data.logo).toMatch(/\.jpg$/);
  });

  it('allows one store per merchant', async () => {
    const merchant = await createUser(t.db, t.config);
    expect((await postStore(merchant.token, storeForm(fields))).status).toBe(201);
    const again = await postStore(merchant.token, storeForm({ ...fields, name: 'Autre' }));
    expect(again).toEqual({ status: 409, data: { message: STORE_ALREADY_EXISTS } });
  });

  it('derives unique slugs that never take a path of the product', async () => {
    const slugs: string[] = [];
    for (const name of [
      'Boutique Démo',
      'Boutique Démo',
      'Boutique démo !',
      'Admin',
      'API',
      'Ça & Là — Œuvres',
      '東京',
    ]) {
      const m = await createUser(t.db, t.config);
      const res = await postStore(m.token, storeForm({ ...fields, name }));
      expect(res.status).toBe(201);
      slugs.push(res.data.data.slug);
    }
    expect(slugs).toEqual([
      'boutique-demo',
      'boutique-demo-2',
      'boutique-demo-3',
      'admin-2',
      'api-2',
      'ca-la-oeuvres',
      'boutique-2',
    ]);
  });

  it('refuses an admin (403) and an anonymous caller (401)', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    expect((await postStore(admin.token, storeForm(fields))).status).toBe(403);
    const anon = await t.app.request('/api/stores', { method: 'POST', body: storeForm(fields) });
    expect(anon.status).toBe(401);
  });

  it('refuses a suspended merchant (403, French message)', async () => {
    const merchant = await createUser(t.db, t.config, { subscription: 'suspended' });
    const res = await postStore(merchant.token, storeForm(fields));
    expect(res.status).toBe(403);
    expect(res.data.message).toMatch(/suspendu/i);
  });

  it('answers 400, never 500, to an unreadable body', async () => {
    const merchant = await createUser(t.db, t.config);
    const res = await t.app.request('/api/stores', {
      method: 'POST',
      body: '--xx\r\ngarbage',
      headers: { authorization: `Bearer ${merchant.token}`, 'content-type': 'multipart/form-data; boundary=yy' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe('GET /api/stores/{userId}', () => {
  it('gives the store to its owner and to an admin, 404 to another merchant (tenant isolation)', async () => {
    const owner = await createUser(t.db, t.config);
    const other = await createUser(t.db, t.config);
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    await postStore(owner.token, storeForm(fields));

    const mine = await requestJson(t.app, 'GET', `/api/stores/${owner.userId}`, undefined, owner.token);
    expect(mine.status).toBe(200);
    expect(mine.data.data).toMatchObject({ name: 'Atelier Awa', user_id: owner.userId });

    const theirs = await requestJson(t.app, 'GET', `/api/stores/${owner.userId}`, undefined, other.token);
    expect(theirs).toMatchObject({ status: 404, data: { message: STORE_NOT_FOUND } });

    const byAdmin = await requestJson(t.app, 'GET', `/api/stores/${owner.userId}`, undefined, admin.token);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.data.data.name).toBe('Atelier Awa');

    expect((await requestJson(t.app, 'GET', `/api/stores/${owner.userId}`)).status).toBe(401);
  });

  it('answers 404 to a merchant who has no store yet (the PWA then opens the setup modal)', async () => {
    const merchant = await createUser(t.db, t.config);
    const res = await requestJson(t.app, 'GET', `/api/stores/${merchant.userId}`, undefined, merchant.token);
    expect(res).toMatchObject({ status: 404, data: { message: STORE_NOT_FOUND } });
  });
});

describe('PUT /api/stores', () => {
  it('updates the caller’s store (JSON or multipart), keeps the slug, notifies admins', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    const merchant = await createUser(t.db, t.config);
    const created = (await postStore(merchant.token, storeForm(fields))).data.data;

    const res = await putStore(merchant.token, {
      name: 'Awa Couture',
      brand: 'AWA',
      address: '',
      facebook_pixel_id: '1234567890',
    });
    expect(res.status).toBe(200);
    expect(res.data.message).toBe(STORE_UPDATED);
    expect(res.data.data).toMatchObject({
      name: 'Awa Couture',
      slug: created.slug,
      brand: 'AWA',
      address: null,
      facebook_pixel_id: '1234567890',
      phone: '+22670123456',
    });

    const withLogo = await putStore(
      merchant.token,
      storeForm({ color: '#000' }, { bytes: await pngBytes(), name: 'l.png' }),
    );
    expect(withLogo.status).toBe(200);
    expect(withLogo.data.data).toMatchObject({ color: '#000000', name: 'Awa Couture' });
    expect(withLogo.data.data.logo).toMatch(/^\/uploads\/logos\//);

    const notes = await t.db.selectFrom('notifications').select('type').where('user_id', '=', admin.userId).execute();
    expect(notes).toHaveLength(3);
  });

  it('answers 422 on a bad field and changes nothing', async () => {
    const merchant = await createUser(t.db, t.config);
    await postStore(merchant.token, storeForm(fields));
    const res = await putStore(merchant.token, { name: 'Nouveau', email: '' });
    expect(res).toEqual({
      status: 422,
      data: { message: 'Les données envoyées sont invalides.', errors: { email: [EMPTY] } },
    });
    const row = await t.db.selectFrom('stores').select(['name', 'email']).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Atelier Awa', email: 'contact@awa.bf' });
  });

  it('only ever touches the caller’s own store (the store comes from the token)', async () => {
    const a = await createUser(t.db, t.config);
    const b = await createUser(t.db, t.config);
    await postStore(a.token, storeForm(fields));
    await postStore(b.token, storeForm({ ...fields, name: 'Boutique B' }));
    await putStore(b.token, { name: 'B modifiée', user_id: a.userId, id: 'x' });
    const names = (await t.db.selectFrom('stores').select(['user_id', 'name']).execute()).map((r) => [
      r.user_id,
      r.name,
    ]);
    expect(names).toEqual(
      expect.arrayContaining([
        [a.userId, 'Atelier Awa'],
        [b.userId, 'B modifiée'],
      ]),
    );
  });

  it('answers 404 to a merchant without a store', async () => {
    const merchant = await createUser(t.db, t.config);
    expect((await putStore(merchant.token, { name: 'X' })).status).toBe(404);
  });
});

describe('the real sign-up path', () => {
  it('a merchant who registered and signed in configures the store', async () => {
    const reg = await requestJson(t.app, 'POST', '/api/register', {
      firstName: 'Awa',
      lastName: 'Traoré',
      emailOrPhone: 'awa@example.com',
      password: 'secret12',
      confirmPass: 'secret12',
      termCondition: true,
    });
    expect(reg.status).toBe(201);
    const login = await requestJson(t.app, 'POST', '/api/login', {
      emailOrPhone: 'awa@example.com',
      password: 'secret12',
    });
    expect(login.status).toBe(200);
    const res = await postStore(login.data.token, storeForm(fields));
    expect(res.status).toBe(201);
    expect(res.data.data.subscription).toEqual({ status: 'active' });
  });
});
