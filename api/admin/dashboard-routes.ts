import { Hono } from 'hono';
import { adminGuards } from '../auth/guards';
import type { AppEnv } from '../context';
import { adminDashboard } from './dashboard-repository';

/** The admin dashboard's money, charts and latest notifications (mounted at /api/admin/dashboard; admins only). */
export function adminDashboardRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...adminGuards);
  routes.get('/', async (c) => c.json({ data: await adminDashboard(c.var.deps.db, c.var.auth.userId) }));
  return routes;
}
