import { queryOptions } from '@tanstack/react-query';
import type { PersonalizationDto } from '#shared/schemas/personalization';
import { apiFetch } from '../../lib/api';

export const personalizationQuery = () =>
  queryOptions({
    queryKey: ['personalization'],
    queryFn: async () => (await apiFetch<{ data: PersonalizationDto }>('/api/personalization')).data,
  });
