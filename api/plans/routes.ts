import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** Plans: public list (mounted at /api/plans). */
export function planRoutes() {
  const routes = new Hono<AppEnv>();
  return routes;
}
