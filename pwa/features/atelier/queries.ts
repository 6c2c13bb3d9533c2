import { queryOptions } from '@tanstack/react-query';
import type { AtelierPartJson, AtelierSettingsJson, ClothingTypeJson } from '#shared/schemas/atelier';
import { apiFetch } from '../../lib/api';

/** Every key of the atelier starts with 'atelier': a write invalidates them all at once. */
export const atelierKeys = {
  all: ['atelier'] as const,
  settings: ['atelier', 'settings'] as const,
  parts: ['atelier', 'parts'] as const,
  clothingTypes: ['atelier', 'clothing-types'] as const,
};

/** Whether the plan allows the atelier and whether the merchant switched it on (also read by the sidebar). */
export function atelierSettingsQuery() {
  return queryOptions({
    queryKey: atelierKeys.settings,
    queryFn: async () => (await apiFetch<{ data: AtelierSettingsJson }>('/api/atelier/settings')).data,
  });
}

export function atelierPartsQuery() {
  return queryOptions({
    queryKey: atelierKeys.parts,
    queryFn: async () => (await apiFetch<{ data: AtelierPartJson[] }>('/api/atelier/parts')).data,
  });
}

export function clothingTypesQuery() {
  return queryOptions({
    queryKey: atelierKeys.clothingTypes,
    queryFn: async () => (await apiFetch<{ data: ClothingTypeJson[] }>('/api/atelier/clothing-types')).data,
  });
}
