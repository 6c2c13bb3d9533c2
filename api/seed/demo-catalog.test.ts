import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { seedCatalog, seedDemoCatalog } from './demo-catalog';
import { createMerchant } from '../testing/factories';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

describe('demo catalogue', () => {
  it('fills a store once with 4 categories and 12 products with images, discounts, sizes, colours and variants', async () => {
    const m = await createMerchant(t.db, t.config);
    await seedDemoCatalog(t.db, m.storeId, t.config);
    await seedDemoCatalog(t.db, m.storeId, t.config);
    const categories = await requestJson(t.app, 'GET', '/api/categories', undefined, m.token);
    expect(categories.data.data).toHaveLength(4);
    expect(categories.data.data.every((c: { productCount: number }) => c.productCount > 0)).toBe(true);
    const products = (await requestJson(t.app, 'GET', '/api/products?perPage=100', undefined, m.token)).data.data;
    expect(products).toHaveLength(12);
    expect(products.filter((p: { discountActive: boolean }) => p.discountActive).length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p: { subProducts: unknown[] }) => p.subProducts.length > 0).length).toBeGreaterThanOrEqual(
      2,
    );
    expect(products.some((p: { sizes: string[] }) => p.sizes.length > 0)).toBe(true);
    for (const p of products) {
      expect(p.images).toHaveLength(1);
      for (const url of Object.values(p.images[0].variants) as string[])
        expect(fs.existsSync(path.join(t.dataDir, url))).toBe(true);
    }
  });

  it('generates bigger catalogues for benches, each image row with its own files', async () => {
    const m = await createMerchant(t.db, t.config);
    await seedCatalog(t.db, m.storeId, t.config, { products: 30 });
    const images = await t.db
      .selectFrom('product_images')
      .select('variants')
      .where('store_id', '=', m.storeId)
      .execute();
    expect(images).toHaveLength(30);
    const urls = images.flatMap((i) => Object.values(JSON.parse(i.variants) as Record<string, string>));
    expect(new Set(urls).size).toBe(urls.length);
    const names = await t.db.selectFrom('products').select('name').where('store_id', '=', m.storeId).execute();
    expect(new Set(names.map((n) => n.name)).size).toBe(30);
  });
});
