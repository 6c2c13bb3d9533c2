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

/**
 * The store's products for the product picker (names only): every page of /api/products (100 a page, the API's
 * maximum), so a store with more than 100 products still finds them all in the searchable picker.
 */
export const productChoicesQuery = () =>
  queryOptions({
    queryKey: ['testimonies', 'product-choices'],
    queryFn: async () => {
      const choices: { value: string; label: string }[] = [];
      for (let page = 1; page <= 50; page++) {
        const answer = await apiFetch<{ data: { id: string; name: string }[]; meta: { total: number } }>(
          `/api/products?perPage=100&sort=name&page=${page}`,
        );
        for (const p of answer.data) choices.push({ value: p.id, label: p.name });
        if (answer.data.length < 100 || choices.length >= answer.meta.total) break;
      }
      return choices;
    },
  });
