import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { merchantGuards } from '../catalog/merchant-guard';
import { merchantOrderRoutes } from './merchant-routes';
import { shopRoutes } from './shop-routes';

/**
 * Orders: shopper orders and contact messages (public, per storefront slug) and the merchant's order API
 * (mounted at /api; guards per path, never '*', since this sub-app shares /api with every other domain).
 */
export function orderRoutes() {
  const routes = new Hono<AppEnv>();
  for (const path of ['/orders', '/orders/*', '/store-messages']) routes.use(path, ...merchantGuards);
  routes.route('/', shopRoutes());
  routes.route('/', merchantOrderRoutes());
  return routes;
}
