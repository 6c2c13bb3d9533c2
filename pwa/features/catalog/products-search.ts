// The product list's search params, read by the route files: route options other than the component load with the
// app's entry, so this module stays light (no screen, no Mantine, no schema library). Decision 013.
import { PRODUCT_SORTS, STOCK_FILTERS, type ProductSort, type StockFilter } from '#shared/catalog-filters';

/** The list's state, kept in the address (?q=&category=&stock=&sort=&page=&view=) so back and reload keep it. */
export interface ProductsSearch {
  q?: string;
  category?: string;
  stock?: StockFilter;
  sort?: ProductSort;
  page?: number;
  view?: 'list' | 'card';
}

export function readProductsSearch(search: Record<string, unknown>): ProductsSearch {
  const out: ProductsSearch = {};
  if (typeof search.q === 'string' && search.q) out.q = search.q;
  if (typeof search.category === 'string' && search.category) out.category = search.category;
  if (STOCK_FILTERS.includes(search.stock as StockFilter)) out.stock = search.stock as StockFilter;
  if (PRODUCT_SORTS.includes(search.sort as ProductSort)) out.sort = search.sort as ProductSort;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) out.page = page;
  if (search.view === 'card') out.view = 'card';
  return out;
}
