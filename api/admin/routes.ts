import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** Platform admin API: counts, shops, users (mounted at /api/admin). */
export function adminRoutes() {
  const routes = new Hono<AppEnv>();
  return routes;
}
