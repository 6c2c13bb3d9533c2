import { describe, expect, it } from 'vitest';
import type { StorefrontSnapshot } from '#shared/storefront-snapshot';
import demo from '../../fixtures/demo-snapshot.json';
import { buildSearchIndex, fold, searchEntries, type SearchEntry } from './search';

const entry = (n: string, c = '', d = ''): SearchEntry => ({ n, c, d, u: `/s/products/${n}`, p: '1 000 F CFA', i: '' });
const entries = [
  entry('Boubou brodé', 'Tenues', 'Grand boubou en bazin riche'),
  entry('Pagne wax', 'Tissus', 'Six yards de wax hollandais'),
  entry('Sac en raphia', 'Accessoires', 'Tressé main, idéal avec un boubou'),
  entry('Robe brodée', 'Tenues'),
];

describe('the storefront search', () => {
  it('ignores case and accents', () => {
    expect(fold('Brodé ÉTÉ')).toBe('brode ete');
    expect(searchEntries(entries, 'BRODE').map((e) => e.n)).toEqual(['Boubou brodé', 'Robe brodée']);
  });

  it('needs every word, at word starts, and ranks the name before the category before the description', () => {
    expect(searchEntries(entries, 'boubou').map((e) => e.n)).toEqual(['Boubou brodé', 'Sac en raphia']);
    expect(searchEntries(entries, 'tenues robe').map((e) => e.n)).toEqual(['Robe brodée']);
    expect(searchEntries(entries, 'wax').map((e) => e.n)).toEqual(['Pagne wax']);
    expect(searchEntries(entries, 'ax')).toEqual([]); // not a word start
    expect(searchEntries(entries, '  ')).toEqual([]);
    expect(searchEntries(entries, '(.*')).toEqual([]); // typed punctuation is not a pattern
  });

  it("indexes the store's products with their category, page, price and a small picture; none for a suspended store", () => {
    const snap = demo as unknown as StorefrontSnapshot;
    const index = buildSearchIndex(snap);
    expect(index.entries).toHaveLength(snap.products.length);
    const withCategory = snap.products.find((p) => p.categoryId)!;
    const e = index.entries.find((x) => x.n === withCategory.name)!;
    expect(e.c).toBe(snap.categories.find((c) => c.id === withCategory.categoryId)!.name);
    expect(e.u).toBe(`/${snap.store.slug}/products/${withCategory.id}`);
    expect(JSON.stringify(index).length / Math.max(1, snap.products.length)).toBeLessThan(600);
    expect(buildSearchIndex({ ...snap, status: 'suspended' }).entries).toEqual([]);
  });
});
