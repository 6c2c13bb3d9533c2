// The product list's stock filters and sorts: plain constants, no schema library, so that the PWA's route files
// (which load with the entry) can validate a search with them. shared/schemas/catalog.ts re-exports them.

/** Stock states of the product list filter, from the product's own stock: 'low' = 1 to LOW_STOCK units left. */
export const LOW_STOCK = 5;
export const STOCK_FILTERS = ['out', 'low', 'in'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];
export const STOCK_FILTER_LABELS: Record<StockFilter, string> = {
  out: 'Rupture',
  low: 'Stock faible',
  in: 'En stock',
};
export const PRODUCT_SORTS = ['recent', 'name', 'price-asc', 'price-desc', 'stock-asc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  recent: 'Plus récents',
  name: 'Nom (A → Z)',
  'price-asc': 'Prix croissant',
  'price-desc': 'Prix décroissant',
  'stock-asc': 'Stock le plus bas',
};
