import { queryOptions } from '@tanstack/react-query';
import type { SalaryDueJson, SalaryPaymentJson, StaffJson, StoreRoleJson } from '#shared/schemas/staff';
import { apiFetch } from '../../lib/api';

/** Every key starts with 'atelier': the atelier's writes invalidate them with the rest. */
export const staffKeys = {
  all: ['atelier', 'staff'] as const,
  roles: ['atelier', 'staff', 'roles'] as const,
  salaries: ['atelier', 'staff', 'salaries'] as const,
};

export const rolesQuery = () =>
  queryOptions({
    queryKey: staffKeys.roles,
    queryFn: async () => (await apiFetch<{ data: StoreRoleJson[] }>('/api/atelier/roles')).data,
  });

export const staffListQuery = () =>
  queryOptions({
    queryKey: [...staffKeys.all, 'list'],
    queryFn: async () => (await apiFetch<{ data: StaffJson[] }>('/api/atelier/staff')).data,
  });

export const staffQuery = (id: string) =>
  queryOptions({
    queryKey: [...staffKeys.all, 'one', id],
    queryFn: async () => (await apiFetch<{ data: StaffJson }>(`/api/atelier/staff/${id}`)).data,
  });

export const salariesQuery = (staffId?: string) =>
  queryOptions({
    queryKey: [...staffKeys.salaries, staffId ?? 'all'],
    queryFn: async () =>
      (await apiFetch<{ data: SalaryPaymentJson[] }>(`/api/atelier/salaries${staffId ? `?staffId=${staffId}` : ''}`))
        .data,
  });

export const salaryDueQuery = (staffId: string, period: string) =>
  queryOptions({
    queryKey: [...staffKeys.salaries, 'due', staffId, period],
    queryFn: async () =>
      (await apiFetch<{ data: SalaryDueJson }>(`/api/atelier/salaries/due?staffId=${staffId}&period=${period}`)).data,
    enabled: Boolean(staffId) && /^\d{4}-\d{2}$/.test(period),
  });
