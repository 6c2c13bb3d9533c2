import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** Catalogue: categories, products, sub-products (mounted at /api). */
export function catalogRoutes() {
  const routes = new Hono<AppEnv>();
  return routes;
}
