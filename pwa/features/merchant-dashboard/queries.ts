import { queryOptions } from '@tanstack/react-query';
import type { DashboardFigures as SharedDashboardFigures } from '#shared/dashboard';
import { apiFetch } from '../../lib/api';
import { queryPolicy } from '../../app/query-client';

/**
 * GET /api/dashboard (the shape is shared with the API). Figures cached by an older version of the PWA may lack the
 * chart's data.
 */
export type DashboardFigures = Omit<SharedDashboardFigures, 'sales' | 'topProducts'> &
  Partial<Pick<SharedDashboardFigures, 'sales' | 'topProducts'>>;

const cacheKey = (userId: string) => `boutique.dashboard.${userId}`;

/**
 * The last figures are kept in localStorage: a merchant who opens the back-office offline sees them (with their date)
 * instead of an empty page. The query still asks the server each visit.
 */
export function readCachedFigures(userId: string): { figures: DashboardFigures; at: number } | undefined {
  try {
    const raw = window.localStorage.getItem(cacheKey(userId));
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { figures?: DashboardFigures; at?: number };
    return parsed.figures && typeof parsed.at === 'number' ? { figures: parsed.figures, at: parsed.at } : undefined;
  } catch {
    return undefined;
  }
}

export function dashboardQuery(userId: string) {
  return queryOptions({
    // Figures move with every order: asked again on each visit rather than after the 5-minute default.
    ...queryPolicy.live,
    queryKey: ['dashboard', userId],
    queryFn: async () => {
      const figures = (await apiFetch<{ data: DashboardFigures }>('/api/dashboard')).data;
      try {
        window.localStorage.setItem(cacheKey(userId), JSON.stringify({ figures, at: Date.now() }));
      } catch {
        // Storage full or blocked: offline visits simply show no figures.
      }
      return figures;
    },
    initialData: () => readCachedFigures(userId)?.figures,
    initialDataUpdatedAt: () => readCachedFigures(userId)?.at,
  });
}
