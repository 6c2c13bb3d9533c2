import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { merchantGuards } from '../auth/guards';
import { readDashboardFigures, type DashboardFigures } from './figures';

/** Merchant dashboard figures (mounted at /api/dashboard). Reads only: a suspended merchant still sees them. */
export function dashboardRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...merchantGuards);

  routes.get('/', async (c) => {
    const data = await readDashboardFigures(c.var.deps.db, c.var.storeId);
    return c.json<{ data: DashboardFigures }>({ data });
  });

  return routes;
}
