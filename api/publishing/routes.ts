import { Hono } from 'hono';
import { PUBLISH_RESTARTED } from '#shared/messages';
import type { AppEnv } from '../context';
import { merchantGuards } from '../auth/guards';
import { enqueuePublish } from './enqueue';
import { storefrontStatus } from './status';

/** /api/storefront — the publication state of the merchant's storefront. */
export function publishingRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...merchantGuards);
  routes.get('/status', async (c) => c.json({ data: await storefrontStatus(c.var.deps.db, c.var.storeId) }));
  /** 'Réessayer' after a failed publication: queues the store again (coalesced with any pending job). */
  routes.post('/publish', async (c) => {
    await enqueuePublish(c.var.deps.db, c.var.storeId);
    return c.json({ message: PUBLISH_RESTARTED, data: await storefrontStatus(c.var.deps.db, c.var.storeId) }, 202);
  });
  return routes;
}
