import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** Notifications for merchants and admins (mounted at /api). */
export function notificationRoutes() {
  const routes = new Hono<AppEnv>();
  return routes;
}
