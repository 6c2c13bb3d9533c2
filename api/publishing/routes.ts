import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { merchantGuards } from '../auth/guards';
import { storefrontStatus } from './status';

/** /api/storefront — the publication state of the merchant's storefront. */
export function publishingRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...merchantGuards);
  routes.get('/status', async (c) => c.json({ data: await storefrontStatus(c.var.deps.db, c.var.storeId) }));
  return routes;
}
