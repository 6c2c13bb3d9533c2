import { queryOptions } from '@tanstack/react-query';
import type { PlanDto } from '#shared/plans';
import type { PublicStoreListItem } from '#shared/schemas/store';
import { apiFetch } from '../../lib/api';

/** GET /api/plans (contract: shared/plans.ts). */
export type Plan = PlanDto;

/** GET /api/publics (contract: shared/schemas/store.ts): published stores. */
export type PublicStore = PublicStoreListItem;

export const plansQuery = queryOptions({
  queryKey: ['public', 'plans'],
  queryFn: () => apiFetch<{ data: Plan[] }>('/api/plans').then((r) => r.data),
});

export const publicStoresQuery = queryOptions({
  queryKey: ['public', 'stores'],
  queryFn: () => apiFetch<{ data: PublicStore[] }>('/api/publics').then((r) => r.data),
});

const PLAN_LABELS: Record<string, string> = {
  free: 'Gratuit',
  starter: 'Starter',
  premium: 'Premium',
  entreprise: 'Entreprise',
};
export const planLabel = (name: string) => PLAN_LABELS[name] ?? name;

/** 5000 → '5 000 F CFA' (XOF, French grouping). */
export function formatPrice(price: number | string): string {
  const n = typeof price === 'number' ? price : Number(price);
  if (!Number.isFinite(n)) return String(price);
  if (n === 0) return 'Gratuit';
  return `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(n).replace(/\u202f|\u00a0/g, ' ')} F CFA`;
}

export const cycleLabel = (cycle: string) => (cycle === 'year' ? '/ an' : cycle === 'month' ? '/ mois' : '');
