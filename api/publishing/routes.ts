import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireAuth, requireRole, requireStore } from '../auth/guards';
import { storefrontStatus } from './status';

/** Storefront publication state for the merchant (mounted at /api). */
export function publishingRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/storefront/status', requireAuth, requireRole('user'), requireStore, async (c) =>
    c.json({ data: await storefrontStatus(c.var.deps.db, c.var.storeId) }),
  );
  return routes;
}
