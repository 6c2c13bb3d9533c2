import { describe, expect, it } from 'vitest';
import type { ProductJson } from '#shared/schemas/catalog';
import { pageOfProducts } from './product-list';

const product = (over: Partial<ProductJson>): ProductJson => ({
  id: over.id ?? Math.random().toString(36).slice(2),
  name: 'Produit',
  reference: null,
  description: null,
  category: null,
  categoryName: null,
  price: 1000,
  discountPrice: null,
  discountStart: null,
  discountEnd: null,
  discountActive: false,
  stock: 10,
  sizes: [],
  colors: [],
  published: true,
  imageUrl: null,
  images: [],
  subProducts: [],
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('the product list computed on the device', () => {
  const all = [
    product({ id: 'a', name: 'Bazin riché', price: 9000, stock: 0, category: 'c1', categoryName: 'Tissus' }),
    product({
      id: 'b',
      name: 'Pagne wax',
      reference: 'PW-07',
      price: 500,
      stock: 3,
      created_at: '2026-11-03T00:00:00.000Z',
    }),
    product({ id: 'c', name: 'Boubou', price: 2000, stock: 40, created_at: '2026-11-02T00:00:00.000Z' }),
  ];
  const names = (f: Parameters<typeof pageOfProducts>[1]) => pageOfProducts(all, f).data.map((p) => p.name);
  const base = { page: 1, perPage: 24 };

  it('searches without accents or case, in the name, reference and category, every word', () => {
    expect(names({ ...base, search: 'RICHE' })).toEqual(['Bazin riché']);
    expect(names({ ...base, search: 'tissus bazin' })).toEqual(['Bazin riché']);
    expect(names({ ...base, search: 'wax pagne' })).toEqual(['Pagne wax']);
    expect(names({ ...base, search: 'pw-07' })).toEqual(['Pagne wax']);
  });

  it('filters by category (or none) and stock state, sorts, pages', () => {
    expect(names({ ...base, category: 'c1' })).toEqual(['Bazin riché']);
    expect(names({ ...base, category: 'none' })).toEqual(['Pagne wax', 'Boubou']);
    expect(names({ ...base, stock: 'out' })).toEqual(['Bazin riché']);
    expect(names({ ...base, stock: 'low' })).toEqual(['Pagne wax']);
    expect(names({ ...base, sort: 'price-asc' })).toEqual(['Pagne wax', 'Boubou', 'Bazin riché']);
    expect(names({ ...base, sort: 'name' })).toEqual(['Bazin riché', 'Boubou', 'Pagne wax']);
    expect(pageOfProducts(all, { page: 2, perPage: 2 })).toMatchObject({ total: 3 });
    expect(names({ page: 2, perPage: 2 })).toEqual(['Bazin riché']);
  });
});
