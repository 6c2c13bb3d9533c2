import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { categoryRoutes } from './categories';
import { merchantGuards } from './merchant-guard';
import { productRoutes } from './products';
import { subProductRoutes } from './sub-products';

/**
 * Catalogue: categories, products (with images), sub-products (mounted at /api). The merchant guards are applied
 * here once per path prefix (never '*': this sub-app shares /api with every other domain).
 */
export function catalogRoutes() {
  const routes = new Hono<AppEnv>();
  for (const path of ['/categories', '/categories/*', '/products', '/products/*']) routes.use(path, ...merchantGuards);
  routes.route('/', categoryRoutes());
  routes.route('/', subProductRoutes());
  routes.route('/', productRoutes());
  return routes;
}
