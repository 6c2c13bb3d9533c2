import { stockState, type ProductJson, type ProductSort, type StockFilter } from '#shared/schemas/catalog';

export interface ProductListFilters {
  search?: string;
  /** a category id, or 'none' for the products without one */
  category?: string;
  stock?: StockFilter;
  sort?: ProductSort;
  page: number;
  perPage: number;
}

export interface ProductListPage {
  data: ProductJson[];
  total: number;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const byName = (a: ProductJson, b: ProductJson) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' });
const byRecent = (a: ProductJson, b: ProductJson) =>
  a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : a.id < b.id ? 1 : -1;

const SORTS: Record<ProductSort, (a: ProductJson, b: ProductJson) => number> = {
  recent: byRecent,
  name: byName,
  'price-asc': (a, b) => a.price - b.price || byRecent(a, b),
  'price-desc': (a, b) => b.price - a.price || byRecent(a, b),
  'stock-asc': (a, b) => a.stock - b.stock || byRecent(a, b),
};

/**
 * One page of the product list, computed on the device from the catalogue it keeps (so search, filters, sort and
 * paging answer the same offline): search in the name, reference, description, category and variant names, accents and case
 * ignored; the same filters and sorts as GET /api/products.
 */
export function pageOfProducts(all: readonly ProductJson[], f: ProductListFilters): ProductListPage {
  const words = fold(f.search?.trim() ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const matches = all.filter((p) => {
    if (f.category === 'none' ? p.category !== null : f.category && p.category !== f.category) return false;
    if (f.stock && stockState(p.stock) !== f.stock) return false;
    if (words.length === 0) return true;
    const text = fold(
      [p.name, p.reference ?? '', p.description ?? '', p.categoryName ?? '', ...p.subProducts.map((s) => s.name)].join(
        ' ',
      ),
    );
    return words.every((w) => text.includes(w));
  });
  matches.sort(SORTS[f.sort ?? 'recent']);
  const start = (f.page - 1) * f.perPage;
  return { data: matches.slice(start, start + f.perPage), total: matches.length };
}
