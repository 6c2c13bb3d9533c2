import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** Merchant dashboard figures (mounted at /api/dashboard). */
export function dashboardRoutes() {
  const routes = new Hono<AppEnv>();
  return routes;
}
