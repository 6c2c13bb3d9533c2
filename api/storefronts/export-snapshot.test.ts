import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { exportSnapshot, activeDiscount } from './export-snapshot';
import { newId, nowIso } from '../ids';
import { createCategory, createMerchant, createProduct } from '../testing/factories';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

describe('exportSnapshot', () => {
  it('exports the store public fields, its published products with images and variants, and nothing of another store', async () => {
    const { storeId } = await createMerchant(t.db, t.config, {
      slug: 'chez-awa',
      storeName: 'Chez Awa',
      color: '#e8a33d',
      pixel: '123456789012345',
      website: {
        about: { title: 'Pagnes tissés main' },
        social_media: { facebook: 'https://facebook.com/awa', tiktok: 'javascript:alert(1)' },
      },
    });
    const other = await createMerchant(t.db, t.config, { slug: 'autre' });
    const cat = await createCategory(t.db, storeId, { name: 'Pagnes' });
    await createCategory(t.db, storeId, { name: 'Supprimée', deleted: true });
    const shown = (
      await createProduct(t.db, storeId, {
        name: 'Pagne indigo',
        categoryId: cat,
        price: 12500,
        sizes: ['S', 'M'],
        colors: ['Bleu'],
      })
    ).productId;
    await createProduct(t.db, storeId, { name: 'Brouillon', published: 0 });
    await createProduct(t.db, storeId, { name: 'Supprimé', deleted: true });
    await createProduct(t.db, other.storeId, { name: 'Produit d’un autre' });
    await t.db
      .insertInto('product_images')
      .values({
        id: newId(),
        store_id: storeId,
        product_id: shown,
        position: 0,
        width: 960,
        height: 720,
        variants: JSON.stringify({ '640': '/uploads/products/a-640.webp', '320': '/uploads/products/a-320.webp' }),
        created_at: nowIso(),
      })
      .execute();
    const now = nowIso();
    await t.db
      .insertInto('sub_products')
      .values({
        id: newId(),
        store_id: storeId,
        product_id: shown,
        name: 'Taille M',
        size: 'M',
        color: null,
        price: 13000,
        stock: 2,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .execute();

    const snap = (await exportSnapshot(t.db, t.dataDir, storeId))!;
    expect(snap.store).toMatchObject({
      slug: 'chez-awa',
      name: 'Chez Awa',
      currency: 'XOF',
      color: '#e8a33d',
      logo: null,
    });
    expect(Object.keys(snap.store)).not.toContain('user_id');
    expect(snap.status).toBe('active');
    expect(snap.facebook_pixel_id).toBe('123456789012345');
    expect(snap.website.about.title).toBe('Pagnes tissés main');
    expect(snap.website.social_media).toEqual({
      whatsapp: null,
      facebook: 'https://facebook.com/awa',
      youtube: null,
      instagram: null,
      tiktok: null,
    });
    expect(snap.categories.map((c) => c.name)).toEqual(['Pagnes']);
    expect(snap.products.map((p) => p.name)).toEqual(['Pagne indigo']);
    const p = snap.products[0]!;
    expect(p).toMatchObject({ categoryId: cat, sizes: ['S', 'M'], colors: ['Bleu'], price: 12500, stock: 5 });
    expect(p.images).toEqual([
      {
        width: 960,
        height: 720,
        variants: [
          { width: 320, url: '/uploads/products/a-320.webp' },
          { width: 640, url: '/uploads/products/a-640.webp' },
        ],
      },
    ]);
    expect(p.subProducts).toEqual([
      { id: expect.any(String), name: 'Taille M', size: 'M', color: null, price: 13000, stock: 2 },
    ]);
    expect(snap.testimonies).toEqual([]);
  });

  it('marks a store whose subscription is suspended, and answers null for an unknown store', async () => {
    const { storeId } = await createMerchant(t.db, t.config, { slug: 'suspendue', subscription: 'suspended' });
    expect((await exportSnapshot(t.db, t.dataDir, storeId))!.status).toBe('suspended');
    expect(await exportSnapshot(t.db, t.dataDir, newId())).toBeNull();
  });

  it('shows a discount only inside its period', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const base = { price: 10000, discount_price: 8000 };
    expect(activeDiscount({ ...base, discount_start: null, discount_end: null }, now)).toBe(8000);
    expect(activeDiscount({ ...base, discount_start: '2026-11-01', discount_end: '2026-11-22' }, now)).toBe(8000);
    expect(activeDiscount({ ...base, discount_start: '2026-11-23', discount_end: null }, now)).toBeNull();
    expect(activeDiscount({ ...base, discount_start: null, discount_end: '2026-11-21' }, now)).toBeNull();
    expect(
      activeDiscount({ price: 10000, discount_price: 12000, discount_start: null, discount_end: null }, now),
    ).toBeNull();
  });
});
