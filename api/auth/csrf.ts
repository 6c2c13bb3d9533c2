import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** GET /sanctum/csrf-cookie (mounted at /sanctum). */
export function csrfRoutes() {
  const routes = new Hono<AppEnv>();
  return routes;
}
