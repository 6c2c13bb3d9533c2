import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** Contact messages from the public site (mounted at /api/contact). */
export function contactRoutes() {
  const routes = new Hono<AppEnv>();
  return routes;
}
