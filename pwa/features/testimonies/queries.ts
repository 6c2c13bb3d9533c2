import { queryOptions } from '@tanstack/react-query';
import type { TestimonyDto, TestimonyType } from '#shared/schemas/testimony';
import { apiFetch } from '../../lib/api';

export const testimoniesQuery = (filters: { product?: string; type?: TestimonyType }) =>
  queryOptions({
    queryKey: ['testimonies', filters],
    queryFn: async () => {
      const params = new URLSearchParams();
      if (filters.product) params.set('product', filters.product);
      if (filters.type) params.set('type', filters.type);
      return (await apiFetch<{ data: TestimonyDto[] }>(`/api/testimonies?${params}`)).data;
    },
  });

export const testimonyQuery = (id: string) =>
  queryOptions({
    queryKey: ['testimonies', 'one', id],
    queryFn: async () => (await apiFetch<{ data: TestimonyDto }>(`/api/testimonies/${encodeURIComponent(id)}`)).data,
  });

/** The store's products for the product picker (names only). */
export const productChoicesQuery = () =>
  queryOptions({
    queryKey: ['testimonies', 'product-choices'],
    queryFn: async () =>
      (await apiFetch<{ data: { id: string; name: string }[] }>('/api/products?perPage=100')).data.map((p) => ({
        value: p.id,
        label: p.name,
      })),
  });
