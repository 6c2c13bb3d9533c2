import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GALLERY_MAX, GALLERY_MIN, URL_INVALID, EMPTY } from '#shared/messages';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { exportSnapshot } from '../storefronts/export-snapshot';
import { createUser } from '../testing/factories';
import { imageBytes, sendForm, storeForm } from '../testing/requests';

let t: TestContext;

/** Moves a merchant to a plan (the free plan allows 3 gallery images, starter 10). */
async function onPlan(userId: string, name: 'free' | 'starter') {
  const plan = await t.db.selectFrom('plans').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  await t.db.updateTable('subscriptions').set({ plan_id: plan.id }).where('user_id', '=', userId).execute();
}

async function merchantWithStore(name = 'Atelier Awa') {
  const m = await createUser(t.db, t.config);
  const res = await t.app.request('/api/stores', {
    method: 'POST',
    body: storeForm({ name, phone: '+22670000011', email: 'awa@test.local' }),
    headers: { authorization: `Bearer ${m.token}` },
  });
  expect(res.status).toBe(201);
  const store = await t.db
    .selectFrom('stores')
    .select(['id', 'slug'])
    .where('user_id', '=', m.userId)
    .executeTakeFirstOrThrow();
  return { ...m, storeId: store.id, slug: store.slug };
}

const filled = {
  hero: { title: 'Bienvenue chez Awa', subtitle: 'Pagnes et boubous cousus main', btntext: 'Voir la boutique' },
  about: { title: 'Couture sur mesure à Ouagadougou', description: 'Depuis 2010.', btntext: 'Nous écrire' },
  announcement: { title: 'Soldes', btntext: 'En profiter', description: '-20 % sur les pagnes' },
  social_media: { facebook: 'https://facebook.com/awa', instagram: '', whatsapp: 'https://wa.me/22670000011' },
  color: '#8e44ad',
  facebook_pixel_id: '123456789',
};

function galleryForm(count: number, bytes: Buffer, name = 'p.png', type = 'image/png') {
  const form = new FormData();
  for (let i = 0; i < count; i++) form.append('images', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

describe('PUT /api/personalization', () => {
  it('requires the hero texts and reports every field at once', async () => {
    const m = await merchantWithStore();
    const res = await requestJson(t.app, 'PUT', '/api/personalization', { hero: { title: ' ' } }, m.token);
    expect(res.status).toBe(422);
    expect(res.data.errors['hero.title']).toEqual([EMPTY]);
    expect(res.data.errors['hero.subtitle']).toEqual([EMPTY]);
    expect(res.data.errors['hero.btntext']).toEqual([EMPTY]);
    // An about or announcement left blank is fine (the section is not shown); the about title alone too.
    expect(res.data.errors['about.title']).toBeUndefined();
    const titleOnly = await requestJson(
      t.app,
      'PUT',
      '/api/personalization',
      { hero: filled.hero, about: { title: 'Couture' }, announcement: { btntext: 'Voir' } },
      m.token,
    );
    expect(titleOnly.status).toBe(422);
    expect(Object.keys(titleOnly.data.errors).sort()).toEqual(['announcement.description', 'announcement.title']);
  });

  it('asks for every field of a started section, and URLs for social links', async () => {
    const m = await merchantWithStore();
    const res = await requestJson(
      t.app,
      'PUT',
      '/api/personalization',
      {
        ...filled,
        about: { description: 'Depuis 2010' },
        social_media: { tiktok: 'pas une url', youtube: 'javascript:alert(1)' },
      },
      m.token,
    );
    expect(res.status).toBe(422);
    expect(res.data.errors['about.title']).toEqual([EMPTY]);
    expect(res.data.errors['about.btntext']).toEqual([EMPTY]);
    expect(res.data.errors['social_media.tiktok']).toEqual([URL_INVALID]);
    expect(res.data.errors['social_media.youtube']).toEqual([URL_INVALID]);
  });

  it('saves texts, colour and pixel, queues a publish, and the snapshot carries them', async () => {
    const m = await merchantWithStore();
    const res = await requestJson(t.app, 'PUT', '/api/personalization', filled, m.token);
    expect(res.status).toBe(200);
    expect(res.data.data.hero.title).toBe('Bienvenue chez Awa');
    expect(res.data.data.color).toBe('#8e44ad');
    const job = await t.db.selectFrom('publish_jobs').selectAll().where('store_id', '=', m.storeId).executeTakeFirst();
    expect(job).toBeDefined();
    const snap = (await exportSnapshot(t.db, t.dataDir, m.storeId))!;
    expect(snap.website.hero!.title).toBe('Bienvenue chez Awa');
    expect(snap.website.announcement!.description).toBe('-20 % sur les pagnes');
    expect(snap.website.about.title).toBe('Couture sur mesure à Ouagadougou');
    expect(snap.website.social_media.facebook).toBe('https://facebook.com/awa');
    expect(snap.website.social_media.instagram).toBeNull();
    expect(snap.facebook_pixel_id).toBe('123456789');
  });

  it('stores the hero background as webp renditions no larger than the original, and an about PDF as a link', async () => {
    const m = await merchantWithStore();
    const form = new FormData();
    form.append('data', JSON.stringify(filled));
    form.append(
      'heroImage',
      new File([new Uint8Array(await imageBytes('jpeg', 1000, 600))], 'h.jpg', { type: 'image/jpeg' }),
    );
    form.append('aboutImage', new File(['%PDF-1.4\n%%EOF\n'], 'a.pdf', { type: 'application/pdf' }));
    const res = await sendForm(t.app, 'PUT', '/api/personalization', form, m.token);
    expect(res.status).toBe(200);
    const hero = res.data.data.hero.image;
    expect(hero.variants.map((x: { width: number }) => x.width)).toEqual([480, 720, 960]);
    expect(res.data.data.about.document).toMatch(/^\/uploads\/documents\/.+\.pdf$/);
    const pdf = await t.app.request(res.data.data.about.document);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses a GIF hero and a text file as the about image, by content', async () => {
    const m = await merchantWithStore();
    const form = new FormData();
    form.append('data', JSON.stringify(filled));
    form.append(
      'heroImage',
      new File([new Uint8Array(await imageBytes('gif', 50, 50))], 'h.png', { type: 'image/png' }),
    );
    form.append('aboutImage', new File(['bonjour'], 'a.png', { type: 'image/png' }));
    const res = await sendForm(t.app, 'PUT', '/api/personalization', form, m.token);
    expect(res.status).toBe(422);
    expect(res.data.errors['hero.image']).toEqual(['Le fichier doit être une image (JPG, PNG).']);
    expect(res.data.errors['about.image']).toEqual(['Le fichier doit être une image (JPG, PNG) ou un PDF.']);
  });
});

describe('gallery', () => {
  it("'Selectionner au moins une image.' with no file, 'Vous ne peux pas choisir plus de 10 images.' over 10", async () => {
    const m = await merchantWithStore();
    await onPlan(m.userId, 'starter');
    const none = await sendForm(t.app, 'POST', '/api/personalization/gallery', new FormData(), m.token);
    expect(none.status).toBe(422);
    expect(none.data.errors.images).toEqual([GALLERY_MIN]);
    const png = await imageBytes('png', 40, 40);
    const eleven = await sendForm(t.app, 'POST', '/api/personalization/gallery', galleryForm(11, png), m.token);
    expect(eleven.status).toBe(422);
    expect(eleven.data.errors.images).toEqual([GALLERY_MAX]);
    // 10 in all: 8 then 3 more is refused, 2 more is fine.
    expect((await sendForm(t.app, 'POST', '/api/personalization/gallery', galleryForm(8, png), m.token)).status).toBe(
      201,
    );
    const over = await sendForm(t.app, 'POST', '/api/personalization/gallery', galleryForm(3, png), m.token);
    expect(over.data.errors.images).toEqual([GALLERY_MAX]);
    const ok = await sendForm(t.app, 'POST', '/api/personalization/gallery', galleryForm(2, png), m.token);
    expect(ok.status).toBe(201);
    expect(ok.data.data.gallery).toHaveLength(10);
  });

  it('refuses a GIF and a file over 5 MB', async () => {
    const m = await merchantWithStore();
    const gif = await sendForm(
      t.app,
      'POST',
      '/api/personalization/gallery',
      galleryForm(1, await imageBytes('gif', 20, 20)),
      m.token,
    );
    expect(gif.status).toBe(422);
    expect(gif.data.errors.images).toEqual(['Le fichier doit être une image (PNG, JPG).']);
    const big = await sendForm(
      t.app,
      'POST',
      '/api/personalization/gallery',
      galleryForm(1, Buffer.alloc(5 * 1024 * 1024 + 1)),
      m.token,
    );
    expect(big.status).toBe(422);
    expect(big.data.errors.images).toEqual(["L'image ne doit pas dépasser 5 Mo."]);
  });

  it("another store's image answers 404 and stays", async () => {
    const a = await merchantWithStore('Boutique A');
    const b = await merchantWithStore('Boutique B');
    const added = await sendForm(
      t.app,
      'POST',
      '/api/personalization/gallery',
      galleryForm(1, await imageBytes('png', 40, 40)),
      a.token,
    );
    const id = added.data.data.gallery[0].id;
    const res = await requestJson(t.app, 'DELETE', `/api/personalization/gallery/${id}`, undefined, b.token);
    expect(res.status).toBe(404);
    expect(await t.db.selectFrom('gallery_images').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
    const own = await requestJson(t.app, 'DELETE', `/api/personalization/gallery/${id}`, undefined, a.token);
    expect(own.status).toBe(200);
    expect(own.data.data.gallery).toHaveLength(0);
    const snap = (await exportSnapshot(t.db, t.dataDir, a.storeId))!;
    expect(snap.gallery).toHaveLength(0);
  });
});

describe('gallery and the plan', () => {
  it('the free plan stops at its own limit with a 403 naming the plan that lifts it', async () => {
    const m = await merchantWithStore();
    await onPlan(m.userId, 'free');
    const png = await imageBytes('png', 40, 40);
    const four = await sendForm(t.app, 'POST', '/api/personalization/gallery', galleryForm(4, png), m.token);
    expect(four.status).toBe(403);
    expect(four.data.message).toMatch(/Passez au plan/);
    const three = await sendForm(t.app, 'POST', '/api/personalization/gallery', galleryForm(3, png), m.token);
    expect(three.status).toBe(201);
    expect(three.data.data.galleryMax).toBe(3);
  });
});
