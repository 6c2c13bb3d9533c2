import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** Public store data: GET /api/publics/{slug} (mounted at /api/publics). */
export function publicRoutes() {
  const routes = new Hono<AppEnv>();
  return routes;
}
