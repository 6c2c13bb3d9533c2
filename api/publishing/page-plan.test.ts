import { describe, expect, it } from 'vitest';
import type { SnapshotProduct, StorefrontSnapshot } from '#shared/storefront-snapshot';
import { planPages } from './page-plan';

const product = (id: string, over: Partial<SnapshotProduct> = {}): SnapshotProduct => ({
  id,
  name: `Produit ${id}`,
  description: null,
  categoryId: null,
  price: 1000,
  discountPrice: null,
  discountStart: null,
  discountEnd: null,
  stock: 5,
  sizes: [],
  colors: [],
  images: [],
  previewImage: null,
  feedImages: [],
  subProducts: [],
  ...over,
});
const snapshot = (products: SnapshotProduct[], over: Partial<StorefrontSnapshot> = {}) =>
  ({
    format: 1,
    exportedAt: '2026-11-23T10:00:00.000Z',
    store: { name: 'Awa', slug: 'awa' },
    website: {},
    gallery: [],
    facebook_pixel_id: null,
    status: 'active',
    categories: [],
    products,
    testimonies: [],
    ...over,
  }) as unknown as StorefrontSnapshot;

describe('planPages', () => {
  const live = snapshot([product('a'), product('b'), product('c')]);

  it('renders only the products that changed, were added or removed, whatever their order', () => {
    const next = snapshot([product('d'), product('c'), product('b', { price: 1200 })], {
      exportedAt: '2026-11-23T11:00:00.000Z',
    });
    expect(planPages(live, next)).toEqual({ kind: 'products', changed: ['d', 'b'], removed: ['a'] });
    expect(planPages(live, snapshot(live.products))).toEqual({ kind: 'products', changed: [], removed: [] });
  });

  it('renders the whole store without a live snapshot, on a store-wide change, a new year, or the first/last product', () => {
    expect(planPages(null, live).kind).toBe('whole');
    const renamed = snapshot(live.products, {
      store: { name: 'Awa couture', slug: 'awa' } as StorefrontSnapshot['store'],
    });
    expect(planPages(live, renamed)).toEqual({ kind: 'whole', reason: 'store-wide change' });
    expect(
      planPages(live, snapshot(live.products, { categories: [{ id: 'k', name: 'Pagnes', description: null }] })).kind,
    ).toBe('whole');
    expect(planPages(live, snapshot(live.products, { exportedAt: '2027-01-01T00:00:00.000Z' })).kind).toBe('whole');
    expect(planPages(live, snapshot([])).kind).toBe('whole');
    expect(planPages(snapshot([]), live).kind).toBe('whole');
  });
});
