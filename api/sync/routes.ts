import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** Offline sync: POST /api/sync/push, GET /api/sync/pull (mounted at /api/sync). */
export function syncRoutes() {
  const routes = new Hono<AppEnv>();
  return routes;
}
