import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AtelierPartJson, AtelierSettingsJson, ClothingTypeJson } from '#shared/schemas/atelier';
import { apiFetch } from '../../lib/api';
import { deviceCopy, withDeviceCopy } from './device-copy';

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
    queryFn: () =>
      withDeviceCopy(
        'settings',
        async () => (await apiFetch<{ data: AtelierSettingsJson }>('/api/atelier/settings')).data,
      ),
    placeholderData: () => deviceCopy<AtelierSettingsJson>('settings'),
  });
}

/** The parts and models below are kept on the device (device-copy.ts): the forms work offline after a reload. */
export function atelierPartsQuery() {
  return queryOptions({
    queryKey: atelierKeys.parts,
    queryFn: () =>
      withDeviceCopy('parts', async () => (await apiFetch<{ data: AtelierPartJson[] }>('/api/atelier/parts')).data),
  });
}

export function clothingTypesQuery() {
  return queryOptions({
    queryKey: atelierKeys.clothingTypes,
    queryFn: () =>
      withDeviceCopy(
        'clothing-types',
        async () => (await apiFetch<{ data: ClothingTypeJson[] }>('/api/atelier/clothing-types')).data,
      ),
  });
}

/** Asks for the parts and models once a screen of the atelier is open, so the device keeps them for offline use. */
export function useAtelierReference() {
  useQuery(atelierPartsQuery());
  useQuery(clothingTypesQuery());
}
