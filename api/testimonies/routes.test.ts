import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CONTENT_REQUIRED,
  IMAGE_REQUIRED,
  NAME_REQUIRED,
  PRODUCT_REQUIRED,
  URL_INVALID,
  VIDEO_LINK_REQUIRED,
  VIDEO_URL,
} from '#shared/messages';
import { RATING_INVALID } from '#shared/schemas/testimony';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { exportSnapshot } from '../storefronts/export-snapshot';
import { createMerchant } from '../testing/factories';
import { imageBytes, sendForm } from '../testing/requests';

let t: TestContext;

async function merchantWithProduct() {
  const m = await createMerchant(t.db, t.config, { subscription: 'active' });
  const res = await requestJson(t.app, 'POST', '/api/products', { name: 'Pagne wax', price: 5000, stock: 3 }, m.token);
  if (res.status !== 201) {
    // Products require an image on create: send one.
    const form = new FormData();
    form.append('name', 'Pagne wax');
    form.append('price', '5000');
    form.append('stock', '3');
    form.append(
      'images',
      new File([new Uint8Array(await imageBytes('png', 100, 100))], 'p.png', { type: 'image/png' }),
    );
    const created = await sendForm(t.app, 'POST', '/api/products', form, m.token);
    expect(created.status).toBe(201);
    return { ...m, productId: created.data.data.id as string };
  }
  return { ...m, productId: res.data.data.id as string };
}

beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

const post = (token: string, body: unknown) => requestJson(t.app, 'POST', '/api/testimonies', body, token);

describe('testimonies: the specification rules and messages', () => {
  it("'Produit requis', 'Nom requis', 'Contenu requis' and the rating 1 to 5, all at once", async () => {
    const m = await merchantWithProduct();
    const res = await post(m.token, { type: 'text', rating: 7 });
    expect(res.status).toBe(422);
    expect(res.data.errors.product_id).toEqual([PRODUCT_REQUIRED]);
    expect(res.data.errors.name).toEqual([NAME_REQUIRED]);
    expect(res.data.errors.content).toEqual([CONTENT_REQUIRED]);
    expect(res.data.errors.rating).toEqual([RATING_INVALID]);
  });

  it("video: 'Lien vidéo requis', 'URL invalide', and Dailymotion refused with the specification's message", async () => {
    const m = await merchantWithProduct();
    const base = { product_id: m.productId, name: 'Fatou', rating: 5, type: 'video' };
    expect((await post(m.token, { ...base, content: '' })).data.errors.content).toEqual([VIDEO_LINK_REQUIRED]);
    expect((await post(m.token, { ...base, content: 'vimeo' })).data.errors.content).toEqual([URL_INVALID]);
    const daily = await post(m.token, { ...base, content: 'https://www.dailymotion.com/video/x8abcd' });
    expect(daily.status).toBe(422);
    expect(daily.data.errors.content).toEqual([VIDEO_URL]);
    for (const url of [
      'https://vimeo.com/76979871',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.facebook.com/watch/?v=1234567890',
    ]) {
      expect((await post(m.token, { ...base, content: url })).status, url).toBe(201);
    }
  });

  it("image: 'Image requise' without a file, 'Format invalide' for a GIF or a text file", async () => {
    const m = await merchantWithProduct();
    const form = (file?: File) => {
      const f = new FormData();
      f.append('product_id', m.productId);
      f.append('name', 'Aminata');
      f.append('rating', '4');
      f.append('type', 'image');
      if (file) f.append('image', file);
      return f;
    };
    const none = await sendForm(t.app, 'POST', '/api/testimonies', form(), m.token);
    expect(none.data.errors.image).toEqual([IMAGE_REQUIRED]);
    const gif = await sendForm(
      t.app,
      'POST',
      '/api/testimonies',
      form(new File([new Uint8Array(await imageBytes('gif', 30, 30))], 'x.png', { type: 'image/png' })),
      m.token,
    );
    expect(gif.data.errors.image).toEqual(['Format invalide']);
    const ok = await sendForm(
      t.app,
      'POST',
      '/api/testimonies',
      form(new File([new Uint8Array(await imageBytes('jpeg', 800, 600))], 'x.jpg', { type: 'image/jpeg' })),
      m.token,
    );
    expect(ok.status).toBe(201);
    expect(ok.data.data.image.variants.map((x: { width: number }) => x.width)).toEqual([320, 480, 640]);
  });
});

describe('testimonies: list, filters, edit, visibility, delete, snapshot', () => {
  it('filters by product and type; hidden ones leave the storefront; the snapshot carries the visible ones', async () => {
    const m = await merchantWithProduct();
    const text = await post(m.token, {
      product_id: m.productId,
      name: 'Fatou',
      rating: 5,
      type: 'text',
      content: 'Superbe',
    });
    const video = await post(m.token, {
      product_id: m.productId,
      name: 'Mariam',
      rating: 4,
      type: 'video',
      content: 'https://vimeo.com/76979871',
    });
    expect(text.status).toBe(201);
    const list = await requestJson(
      t.app,
      'GET',
      `/api/testimonies?product=${m.productId}&type=video`,
      undefined,
      m.token,
    );
    expect(list.data.data.map((x: { name: string }) => x.name)).toEqual(['Mariam']);

    let snap = (await exportSnapshot(t.db, t.dataDir, m.storeId))!;
    expect(snap.testimonies.map((x) => x.type).sort()).toEqual(['text', 'video']);
    expect(snap.testimonies.find((x) => x.type === 'video')!.video).toEqual({
      provider: 'vimeo',
      url: 'https://vimeo.com/76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1',
    });

    const hidden = await requestJson(
      t.app,
      'PUT',
      `/api/testimonies/${video.data.data.id}/visibility`,
      { visible: false },
      m.token,
    );
    expect(hidden.data.data.visible).toBe(false);
    snap = (await exportSnapshot(t.db, t.dataDir, m.storeId))!;
    expect(snap.testimonies.map((x) => x.name)).toEqual(['Fatou']);

    const edited = await requestJson(
      t.app,
      'PUT',
      `/api/testimonies/${text.data.data.id}`,
      { product_id: m.productId, name: 'Fatou K.', rating: 3, type: 'text', content: 'Très bien' },
      m.token,
    );
    expect(edited.status).toBe(200);
    expect(edited.data.data).toMatchObject({ name: 'Fatou K.', rating: 3, content: 'Très bien' });

    expect(
      (await requestJson(t.app, 'DELETE', `/api/testimonies/${text.data.data.id}`, undefined, m.token)).status,
    ).toBe(200);
    expect((await requestJson(t.app, 'GET', `/api/testimonies/${text.data.data.id}`, undefined, m.token)).status).toBe(
      404,
    );
  });

  it("another store's testimony answers 404 on read, edit, visibility and delete; another store's product is refused", async () => {
    const a = await merchantWithProduct();
    const b = await merchantWithProduct();
    const created = await post(a.token, {
      product_id: a.productId,
      name: 'Fatou',
      rating: 5,
      type: 'text',
      content: 'Top',
    });
    const id = created.data.data.id;
    expect((await requestJson(t.app, 'GET', `/api/testimonies/${id}`, undefined, b.token)).status).toBe(404);
    expect(
      (
        await requestJson(
          t.app,
          'PUT',
          `/api/testimonies/${id}`,
          { product_id: b.productId, name: 'X', type: 'text', content: 'x' },
          b.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (await requestJson(t.app, 'PUT', `/api/testimonies/${id}/visibility`, { visible: false }, b.token)).status,
    ).toBe(404);
    expect((await requestJson(t.app, 'DELETE', `/api/testimonies/${id}`, undefined, b.token)).status).toBe(404);
    expect((await requestJson(t.app, 'GET', '/api/testimonies', undefined, b.token)).data.data).toEqual([]);
    const foreign = await post(b.token, { product_id: a.productId, name: 'X', rating: 5, type: 'text', content: 'x' });
    expect(foreign.status).toBe(422);
    expect(foreign.data.errors.product_id).toEqual(['Produit introuvable']);
  });
});
