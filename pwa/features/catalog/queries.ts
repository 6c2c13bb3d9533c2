import type { OrderJson } from '#shared/schemas/order-record';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CategoryJson, ProductJson, ProductPage, ProductSort, StockFilter } from '#shared/schemas/catalog';
import { apiFetch } from '../../lib/api';
import { STOREFRONT_STATUS_KEY } from '../../lib/storefront-status';
import { refreshCatalogAfterWrite, useCatalogCategories } from '../../lib/catalog/use-catalog';

export interface ProductListParams {
  page: number;
  perPage: number;
  search?: string;
  category?: string;
  stock?: StockFilter;
  sort?: ProductSort;
}

/** Every key of the catalogue starts with 'catalog': a write invalidates them all at once. */
export const catalogKeys = {
  all: ['catalog'] as const,
  products: (p: ProductListParams) => ['catalog', 'products', p] as const,
  product: (id: string) => ['catalog', 'product', id] as const,
  productOrders: (id: string) => ['catalog', 'product-orders', id] as const,
  categories: ['catalog', 'categories'] as const,
};

export function productListUrl(p: ProductListParams): string {
  const q = new URLSearchParams({ page: String(p.page), perPage: String(p.perPage) });
  if (p.search) q.set('search', p.search);
  if (p.category) q.set('category', p.category);
  if (p.stock) q.set('stock', p.stock);
  if (p.sort) q.set('sort', p.sort);
  return `/api/products?${q.toString()}`;
}

export function productsQuery(p: ProductListParams) {
  return queryOptions({
    queryKey: catalogKeys.products(p),
    queryFn: () => apiFetch<ProductPage>(productListUrl(p)),
  });
}

export function productQuery(id: string) {
  return queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: async () => (await apiFetch<{ data: ProductJson }>(`/api/products/${encodeURIComponent(id)}`)).data,
  });
}

export function categoriesQuery() {
  return queryOptions({
    queryKey: catalogKeys.categories,
    queryFn: async () => (await apiFetch<{ data: CategoryJson[] }>('/api/categories')).data,
  });
}

/** An order as the product detail lists it (subset of GET /api/orders' shape). */
export type ProductOrderJson = Pick<
  OrderJson,
  'id' | 'status' | 'statusLabel' | 'productName' | 'quantity' | 'total' | 'firstname' | 'lastname' | 'created_at'
>;

export function productOrdersQuery(id: string) {
  return queryOptions({
    queryKey: catalogKeys.productOrders(id),
    queryFn: async () =>
      (await apiFetch<{ data: ProductOrderJson[] }>(`/api/products/${encodeURIComponent(id)}/orders`)).data,
  });
}

/**
 * After any catalogue write: the copy on the device (the saved product at once when given, then a refresh), its
 * queries and the storefront's publication state (the write republishes it).
 */
export function afterCatalogWrite(queryClient: QueryClient, saved?: ProductJson): Promise<unknown> {
  return Promise.all([
    refreshCatalogAfterWrite(saved),
    queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
    queryClient.invalidateQueries({ queryKey: STOREFRONT_STATUS_KEY }),
  ]);
}

/** The categories from the API, or from the copy on the device while the API cannot answer (offline). */
export function useCategories() {
  const local = useCatalogCategories();
  const remote = useQuery(categoriesQuery());
  return { ...remote, data: remote.data ?? local };
}
