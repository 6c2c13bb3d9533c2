import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AtelierPartJson, AtelierSettingsJson, ClothingTypeJson } from '#shared/schemas/atelier';
import type {
  MonthTotalsJson,
  MonthTotalsListJson,
  TransactionCategoryJson,
  TransactionJson,
  TransactionListJson,
} from '#shared/schemas/atelier-transaction';
import type {
  FabricJson,
  NamedItemJson,
  PurchaseJson,
  ServiceJson,
  SupplierJson,
} from '#shared/schemas/atelier-resources';
import type { StoreMemberJson, StorePermission } from '#shared/schemas/staff';
import { apiFetch } from '../../lib/api';
import { hasPermission } from '../../lib/store-member';
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

/**
 * Brings the atelier's reference data (parts, clothing models, fabrics, services) onto the device: called by the
 * merchant frame as soon as the atelier is on — whatever screen was opened first, e.g. its dashboard — and by the
 * screens that use them. Each answer is kept on the device (device-copy.ts), so measuring and taking an order work
 * offline after a reload.
 */
export function useAtelierReference(
  member: Pick<StoreMemberJson, 'owner' | 'permissions'> | undefined = { owner: true, permissions: [] },
  enabled = true,
) {
  // Each list only for a role the API lets read it (no 403 asked for nothing), and only once the atelier is on.
  const may = (...permissions: StorePermission[]) =>
    enabled && Boolean(member) && permissions.some((p) => hasPermission(member!, p));
  const models: StorePermission[] = ['settings', 'measurements', 'customers', 'orders', 'order_stages'];
  useQuery({ ...atelierPartsQuery(), enabled: may(...models) });
  useQuery({ ...clothingTypesQuery(), enabled: may(...models) });
  useQuery({ ...fabricsQuery(), enabled: may('fabrics', 'orders') });
  useQuery({ ...servicesQuery(), enabled: may('services', 'orders') });
}

// ---- the workshop's resources: fabrics (kept on the device: the stock reads offline), suppliers, services ----

export const resourceKeys = {
  fabrics: ['atelier', 'fabrics'] as const,
  fabric: (id: string) => ['atelier', 'fabrics', id] as const,
  fabricTypes: ['atelier', 'fabric-types'] as const,
  suppliers: ['atelier', 'suppliers'] as const,
  supplier: (id: string) => ['atelier', 'suppliers', id] as const,
  supplierTypes: ['atelier', 'supplier-types'] as const,
  services: ['atelier', 'services'] as const,
};

export function fabricsQuery() {
  return queryOptions({
    queryKey: resourceKeys.fabrics,
    queryFn: () =>
      withDeviceCopy('fabrics', async () => (await apiFetch<{ data: FabricJson[] }>('/api/atelier/fabrics')).data),
  });
}

export function fabricQuery(id: string) {
  return queryOptions({
    queryKey: resourceKeys.fabric(id),
    queryFn: async () => (await apiFetch<{ data: FabricJson }>(`/api/atelier/fabrics/${id}`)).data,
  });
}

export function fabricTypesQuery() {
  return queryOptions({
    queryKey: resourceKeys.fabricTypes,
    queryFn: () =>
      withDeviceCopy(
        'fabric-types',
        async () => (await apiFetch<{ data: NamedItemJson[] }>('/api/atelier/fabric-types')).data,
      ),
  });
}

export function suppliersQuery() {
  return queryOptions({
    queryKey: resourceKeys.suppliers,
    queryFn: async () => (await apiFetch<{ data: SupplierJson[] }>('/api/atelier/suppliers')).data,
  });
}

export function supplierQuery(id: string) {
  return queryOptions({
    queryKey: resourceKeys.supplier(id),
    queryFn: async () =>
      (await apiFetch<{ data: SupplierJson & { purchases: PurchaseJson[] } }>(`/api/atelier/suppliers/${id}`)).data,
  });
}

export function supplierTypesQuery() {
  return queryOptions({
    queryKey: resourceKeys.supplierTypes,
    queryFn: async () => (await apiFetch<{ data: NamedItemJson[] }>('/api/atelier/supplier-types')).data,
  });
}

export function servicesQuery() {
  return queryOptions({
    queryKey: resourceKeys.services,
    queryFn: () =>
      withDeviceCopy('services', async () => (await apiFetch<{ data: ServiceJson[] }>('/api/atelier/services')).data),
  });
}

export interface TransactionFilter {
  month: string;
  kind: string | null;
  category: string | null;
}

/** The ledger of a month (online: it reads the purchases, salaries and every order's payments on the server). */
export function transactionsQuery(filter: TransactionFilter) {
  const params = new URLSearchParams({ month: filter.month });
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.category) params.set('category', filter.category);
  return queryOptions({
    queryKey: ['atelier', 'transactions', 'list', filter] as const,
    queryFn: () => apiFetch<TransactionListJson>(`/api/atelier/transactions?${params.toString()}`),
  });
}

/** Totals of the last 12 months; the last answer is kept on the device for the dashboard offline. */
export function transactionMonthsQuery() {
  return queryOptions({
    queryKey: ['atelier', 'transactions', 'months'] as const,
    queryFn: () =>
      withDeviceCopy(
        'transaction-months',
        async () => (await apiFetch<MonthTotalsListJson>('/api/atelier/transactions/months?months=12')).data,
      ),
    placeholderData: () => deviceCopy<MonthTotalsJson[]>('transaction-months'),
  });
}

export function transactionQuery(id: string) {
  return queryOptions({
    queryKey: ['atelier', 'transactions', 'one', id] as const,
    queryFn: async () =>
      (await apiFetch<{ data: TransactionJson }>(`/api/atelier/transactions/${encodeURIComponent(id)}`)).data,
  });
}

export function transactionCategoriesQuery() {
  return queryOptions({
    queryKey: ['atelier', 'transaction-categories'] as const,
    queryFn: async () =>
      (await apiFetch<{ data: TransactionCategoryJson[] }>('/api/atelier/transaction-categories')).data,
  });
}

/** The fabrics running low (stock under their threshold), for the dashboard; the last answer is kept on the device. */
export function lowFabricsQuery() {
  return queryOptions({
    queryKey: ['atelier', 'fabrics', 'low'] as const,
    queryFn: () =>
      withDeviceCopy('low-fabrics', async () =>
        (await apiFetch<{ data: FabricJson[] }>('/api/atelier/fabrics')).data.filter((f) => f.low),
      ),
    placeholderData: () => deviceCopy<FabricJson[]>('low-fabrics'),
  });
}
