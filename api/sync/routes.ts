import { Hono } from 'hono';
import { pullQuerySchema, pushRequestSchema } from '#shared/sync';
import type { AppEnv } from '../context';
import { merchantGuards } from '../auth/guards';
import { parseOr422, readValidBody } from '../http/validate';
import { applyBatch } from './apply-mutation';
import { pullChanges } from './pull';

/** Offline sync: POST /api/sync/push, GET /api/sync/pull (mounted at /api/sync). Always the token's own store. */
export function syncRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...merchantGuards);

  // Mutations are applied in the order sent, each atomically (see applyBatch).
  routes.post('/push', async (c) => {
    const { data: body } = await readValidBody(c, pushRequestSchema);
    const results = await applyBatch(c.var.deps.db, c.var.storeId, body.clientId, body.mutations);
    return c.json({ results });
  });

  routes.get('/pull', async (c) => {
    const query = parseOr422(pullQuerySchema, c.req.query());
    return c.json(await pullChanges(c.var.deps.db, c.var.storeId, query.since, query.limit));
  });

  return routes;
}
