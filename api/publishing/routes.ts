import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** Storefront publication state for the merchant (mounted at /api). */
export function publishingRoutes() {
  const routes = new Hono<AppEnv>();
  return routes;
}
