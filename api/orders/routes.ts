import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** Orders: shopper orders and the merchant's order API (mounted at /api). */
export function orderRoutes() {
  const routes = new Hono<AppEnv>();
  return routes;
}
