import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant } from '../testing/factories';
import { imageBytes, multipart, sendForm } from '../testing/requests';

// One context for the file: image work is the slow part, and each test makes its own merchants.
let t: TestContext;
let png: Buffer;
beforeAll(async () => {
  t = await createTestContext();
  png = await imageBytes('png', 1200, 900);
});
afterAll(async () => {
  await t.close();
});

const productFields = (extra: Record<string, string | string[]> = {}) => ({
  name: 'Robe wax',
  description: 'Coton 100 %',
  price: '15000.50',
  discountPrice: '12000',
  stock: '7',
  sizes: ['S', 'M', 'L'],
  colors: '["Rouge","#000000"]',
  ...extra,
});

async function createProduct(token: string, extra: Record<string, string | string[]> = {}) {
  const res = await sendForm(
    t.app,
    'POST',
    '/api/products',
    multipart(productFields(extra), [{ bytes: png, name: 'robe.png' }]),
    token,
  );
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data.data;
}

describe('products API', () => {
  it('creates a product from the multipart form with its image resized to the srcset widths in WebP', async () => {
    const m = await createMerchant(t.db, t.config);
    const category = (await requestJson(t.app, 'POST', '/api/categories', { name: 'Robes' }, m.token)).data.data;
    const product = await createProduct(m.token, { category: category.id, discount_period: '10' });
    expect(product).toMatchObject({
      name: 'Robe wax',
      category: category.id,
      categoryName: 'Robes',
      price: 15000.5,
      discountPrice: 12000,
      discountActive: true,
      stock: 7,
      sizes: ['S', 'M', 'L'],
      colors: ['Rouge', '#000000'],
      published: true,
      subProducts: [],
    });
    // A period of 10 days from today.
    const today = new Date().toISOString().slice(0, 10);
    expect(product.discountStart).toBe(today);
    expect(Date.parse(product.discountEnd) - Date.parse(today)).toBe(10 * 86_400_000);

    expect(product.images).toHaveLength(1);
    const image = product.images[0];
    expect(Object.keys(image.variants).sort()).toEqual(['160', '240', '320', '400', '480', '640', '800', '960']);
    expect(image).toMatchObject({ width: 960, height: 720 });
    expect(product.imageUrl).toBe(image.variants['640']);
    for (const [w, url] of Object.entries(image.variants) as [string, string][]) {
      const meta = await sharp(fs.readFileSync(path.join(t.dataDir, url))).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Number(w));
    }
    expect(
      await t.db.selectFrom('publish_jobs').select('store_id').where('store_id', '=', m.storeId).execute(),
    ).toHaveLength(1);
    const listed = await requestJson(t.app, 'GET', '/api/products', undefined, m.token);
    expect(listed.data.meta).toEqual({ page: 1, perPage: 20, total: 1 });
    expect(listed.data.data[0].id).toBe(product.id);
  });

  it('accepts JSON for updates, keeps fields left out, and appends new images', async () => {
    const m = await createMerchant(t.db, t.config);
    const product = await createProduct(m.token);
    const res = await requestJson(
      t.app,
      'PUT',
      `/api/products/${product.id}`,
      { price: 20000, sizes: [], published: false },
      m.token,
    );
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data.data).toMatchObject({
      name: 'Robe wax',
      price: 20000,
      discountPrice: 12000,
      sizes: [],
      colors: ['Rouge', '#000000'],
      published: false,
    });

    const small = await imageBytes('gif', 200, 150);
    const added = await sendForm(
      t.app,
      'POST',
      `/api/products/${product.id}/images`,
      multipart({}, [{ bytes: small, name: 'x.gif', type: 'image/gif' }]),
      m.token,
    );
    expect(added.status).toBe(201);
    expect(added.data.data).toHaveLength(2);
    // Never enlarged: a 200 px picture gets only the widths it covers (160 px, the phone's card at DPR 2).
    expect(added.data.data[1]).toMatchObject({ position: 1, width: 160, height: 120 });
    expect(Object.keys(added.data.data[1].variants)).toEqual(['160']);

    const del = await requestJson(
      t.app,
      'DELETE',
      `/api/products/${product.id}/images/${added.data.data[1].id}`,
      undefined,
      m.token,
    );
    expect(del.status).toBe(200);
    expect(fs.existsSync(path.join(t.dataDir, added.data.data[1].variants['160']))).toBe(false);
    expect(
      (await requestJson(t.app, 'GET', `/api/products/${product.id}`, undefined, m.token)).data.data.images,
    ).toHaveLength(1);
  });

  it('answers the specification’s messages for bad fields and writes nothing', async () => {
    const m = await createMerchant(t.db, t.config);
    const res = await sendForm(
      t.app,
      'POST',
      '/api/products',
      multipart({ name: '', price: '12.345', discountPrice: 'abc', stock: '3.5' }, [{ bytes: png, name: 'a.png' }]),
      m.token,
    );
    expect(res.status).toBe(422);
    expect(res.data.errors).toMatchObject({
      name: ['Le champ est vide'],
      price: ['Uniquement des nombres ou des décimales'],
      discountPrice: ['Uniquement des nombres ou des décimales'],
      stock: ['Uniquement des chiffres'],
    });
    const higher = await sendForm(
      t.app,
      'POST',
      '/api/products',
      multipart(productFields({ discountPrice: '20000' }), [{ bytes: png, name: 'a.png' }]),
      m.token,
    );
    expect(higher.status).toBe(422);
    expect(higher.data.errors.discountPrice).toEqual(['Le prix réduit doit être inférieur au prix']);
    const noImage = await sendForm(t.app, 'POST', '/api/products', multipart(productFields()), m.token);
    expect(noImage.status).toBe(422);
    expect(noImage.data.errors).toEqual({ images: ['Image requise'] });
    // Both at once: the form can show every field to fix.
    const both = await requestJson(t.app, 'POST', '/api/products', { price: '1' }, m.token);
    expect(both.status).toBe(422);
    expect(both.data.errors).toEqual({
      name: ['Le champ est vide'],
      stock: ['Le champ est vide'],
      images: ['Image requise'],
    });
    expect(await t.db.selectFrom('products').selectAll().where('store_id', '=', m.storeId).execute()).toEqual([]);
  });

  it('refuses images by content (renamed text, WebP) and by size (over 5 MB), leaving no file behind', async () => {
    const m = await createMerchant(t.db, t.config);
    const before = fs.existsSync(path.join(t.dataDir, 'uploads/products'))
      ? fs.readdirSync(path.join(t.dataDir, 'uploads/products')).length
      : 0;
    const fake = await sendForm(
      t.app,
      'POST',
      '/api/products',
      multipart(productFields(), [{ bytes: 'pas une image', name: 'photo.png' }]),
      m.token,
    );
    expect(fake.status).toBe(422);
    expect(fake.data.errors.images[0]).toMatch(/JPG, PNG, GIF/);
    const webp = await sendForm(
      t.app,
      'POST',
      '/api/products',
      multipart(productFields(), [{ bytes: await imageBytes('webp', 100, 100), name: 'a.png' }]),
      m.token,
    );
    expect(webp.status).toBe(422);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await sendForm(
      t.app,
      'POST',
      '/api/products',
      multipart(productFields(), [{ bytes: big, name: 'big.png' }]),
      m.token,
    );
    expect(tooBig.status).toBe(422);
    expect(tooBig.data.errors.images[0]).toMatch(/5 Mo/);
    // A good first image then a bad second one: nothing written, no rendition left on disk.
    const mixed = await sendForm(
      t.app,
      'POST',
      '/api/products',
      multipart(productFields(), [
        { bytes: png, name: 'ok.png' },
        { bytes: 'GIF89a nope', name: 'bad.gif' },
      ]),
      m.token,
    );
    expect(mixed.status).toBe(422);
    const after = fs.existsSync(path.join(t.dataDir, 'uploads/products'))
      ? fs.readdirSync(path.join(t.dataDir, 'uploads/products')).length
      : 0;
    expect(after).toBe(before);
    expect(await t.db.selectFrom('products').selectAll().where('store_id', '=', m.storeId).execute()).toEqual([]);
  });

  it('refuses a category of another store and answers 404 for another store’s product everywhere', async () => {
    const a = await createMerchant(t.db, t.config);
    const b = await createMerchant(t.db, t.config);
    const foreignCategory = (await requestJson(t.app, 'POST', '/api/categories', { name: 'A' }, a.token)).data.data.id;
    const bad = await sendForm(
      t.app,
      'POST',
      '/api/products',
      multipart(productFields({ category: foreignCategory }), [{ bytes: png, name: 'a.png' }]),
      b.token,
    );
    expect(bad.status).toBe(422);
    expect(bad.data.errors.category).toEqual(['Catégorie introuvable']);

    const product = await createProduct(a.token);
    const sub = (
      await requestJson(
        t.app,
        'POST',
        `/api/products/${product.id}/sub-products`,
        { name: 'L', price: '100', stock: '1' },
        a.token,
      )
    ).data.data;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/products/${product.id}`],
      ['PUT', `/api/products/${product.id}`, { name: 'volé' }],
      ['DELETE', `/api/products/${product.id}`],
      ['DELETE', `/api/products/${product.id}/images/${product.images[0].id}`],
      ['GET', `/api/products/${product.id}/sub-products`],
      ['POST', `/api/products/${product.id}/sub-products`, { name: 'X', price: '1', stock: '1' }],
      ['PUT', `/api/products/${product.id}/sub-products/${sub.id}`, { stock: '0' }],
      ['DELETE', `/api/products/${product.id}/sub-products/${sub.id}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await requestJson(t.app, method, url, body, b.token);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect((await requestJson(t.app, 'GET', '/api/products', undefined, b.token)).data.data).toEqual([]);
    const still = (await requestJson(t.app, 'GET', `/api/products/${product.id}`, undefined, a.token)).data.data;
    expect(still).toMatchObject({ name: 'Robe wax', subProducts: [{ id: sub.id, stock: 1 }] });
    expect(still.images).toHaveLength(1);
  });

  it('manages sub-products with their own price and stock, and deleting a product hides it', async () => {
    const m = await createMerchant(t.db, t.config);
    const product = await createProduct(m.token);
    const bad = await requestJson(
      t.app,
      'POST',
      `/api/products/${product.id}/sub-products`,
      { name: '', price: '1,5', stock: '-1' },
      m.token,
    );
    expect(bad.status).toBe(422);
    expect(bad.data.errors).toMatchObject({
      name: ['Le champ est vide'],
      price: ['Uniquement des nombres ou des décimales'],
      stock: ['Uniquement des chiffres'],
    });
    const created = await requestJson(
      t.app,
      'POST',
      `/api/products/${product.id}/sub-products`,
      { name: 'Taille L rouge', size: 'L', color: 'Rouge', price: 16000, stock: 3 },
      m.token,
    );
    expect(created.status).toBe(201);
    const subId = created.data.data.id;
    const updated = await requestJson(
      t.app,
      'PUT',
      `/api/products/${product.id}/sub-products/${subId}`,
      { stock: '5' },
      m.token,
    );
    expect(updated.data.data).toMatchObject({ name: 'Taille L rouge', price: 16000, stock: 5 });
    expect(
      (await requestJson(t.app, 'GET', `/api/products/${product.id}/sub-products`, undefined, m.token)).data.data,
    ).toHaveLength(1);
    expect(
      (await requestJson(t.app, 'DELETE', `/api/products/${product.id}/sub-products/${subId}`, undefined, m.token))
        .status,
    ).toBe(200);
    expect(
      (await requestJson(t.app, 'GET', `/api/products/${product.id}/sub-products`, undefined, m.token)).data.data,
    ).toEqual([]);

    expect((await requestJson(t.app, 'DELETE', `/api/products/${product.id}`, undefined, m.token)).status).toBe(200);
    expect((await requestJson(t.app, 'GET', `/api/products/${product.id}`, undefined, m.token)).status).toBe(404);
    expect((await requestJson(t.app, 'GET', '/api/products', undefined, m.token)).data.meta.total).toBe(0);
  });
});
