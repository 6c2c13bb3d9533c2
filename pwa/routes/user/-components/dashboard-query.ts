import { queryOptions } from '@tanstack/react-query';
import type { OrderStatus } from '@shared/constants';
import { apiFetch } from '../../../lib/api';

/** GET /api/dashboard (contract [pwa]). */
export interface DashboardFigures {
  customers: number;
  orders: number;
  ordersByStatus: Record<OrderStatus, number>;
  revenue: number;
}

export function dashboardQuery(userId: string) {
  return queryOptions({
    queryKey: ['dashboard', userId],
    queryFn: async () => (await apiFetch<{ data: DashboardFigures }>('/api/dashboard')).data,
    // Figures move with every order: refresh them on each visit rather than the 5-minute default.
    staleTime: 0,
  });
}
