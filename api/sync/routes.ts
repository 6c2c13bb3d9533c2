import { Hono } from 'hono';
import { pullQuerySchema, pushRequestSchema, type SyncResult } from '@shared/sync';
import type { AppEnv } from '../context';
import { requireActiveSubscription, requireAuth, requireRole, requireStore } from '../auth/guards';
import { parseOr422, readJson } from '../http/validate';
import { applyMutation } from './apply-mutation';
import { pullChanges } from './pull';

/** Offline sync: POST /api/sync/push, GET /api/sync/pull (mounted at /api/sync). Always the token's own store. */
export function syncRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAuth, requireRole('user'), requireStore, requireActiveSubscription);

  // Mutations are applied in the order sent, each in its own transaction; a failure midway leaves the earlier
  // ones applied and recorded, so the client's retry replays them harmlessly.
  routes.post('/push', async (c) => {
    const body = parseOr422(pushRequestSchema, await readJson(c));
    const results: SyncResult[] = [];
    for (const mutation of body.mutations) {
      results.push(await applyMutation(c.var.deps.db, c.var.storeId, body.clientId, mutation));
    }
    return c.json({ results });
  });

  routes.get('/pull', async (c) => {
    const query = parseOr422(pullQuerySchema, c.req.query());
    return c.json(await pullChanges(c.var.deps.db, c.var.storeId, query.since, query.limit));
  });

  return routes;
}
