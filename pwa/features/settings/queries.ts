import { queryOptions } from '@tanstack/react-query';
import type { ProfileJson } from '#shared/schemas/profile';
import { apiFetch } from '../../lib/api';

export const PROFILE_KEY = ['profile'] as const;

export function profileQuery() {
  return queryOptions({
    queryKey: PROFILE_KEY,
    queryFn: async () => (await apiFetch<{ data: ProfileJson }>('/api/profile')).data,
  });
}
