import { Hono } from 'hono';
import { PULL_CURSOR_HEADER, PULL_HAS_MORE_HEADER, pullQuerySchema, pushRequestSchema } from '#shared/sync';
import type { AppEnv } from '../context';
import { storeMemberGuards } from '../auth/guards';
import { readableTables } from './member-permissions';
import { pullFor, resultsFor } from './field-permissions';
import { parseOr422, readValidBody } from '../http/validate';
import { applyBatch } from './apply-mutation';
import { pullChanges } from './pull';
import { sendNewsOfSyncedOrders, unseenOrderNews } from '../orders/order-news';
import { syncPulls, syncPushes, syncRows } from '../ops/metrics';

/** Offline sync: POST /api/sync/push, GET /api/sync/pull (mounted at /api/sync). Always the token's own store. */
export function syncRoutes() {
  const routes = new Hono<AppEnv>();
  // A staff account may sync too: each table, and each change, is judged against its role (member-permissions.ts).
  routes.use('*', ...storeMemberGuards);

  // Mutations are applied in the order sent, each atomically (see applyBatch).
  routes.post('/push', async (c) => {
    const { data: body } = await readValidBody(c, pushRequestSchema);
    const news = await unseenOrderNews(c.var.deps.db, c.var.storeId, body.mutations);
    const results = await applyBatch(c.var.deps.db, c.var.storeId, body.clientId, body.mutations, c.var.member);
    // After the commit: customers whose order moved are told (mail or SMS), as when the status changes online.
    await sendNewsOfSyncedOrders(c.var.deps, c.var.storeId, news, body.mutations, results);
    syncPushes.inc();
    syncRows.inc({ direction: 'push' }, body.mutations.length);
    return c.json({ results: resultsFor(c.var.member, results) });
  });

  routes.get('/pull', async (c) => {
    const query = parseOr422(pullQuerySchema, c.req.query());
    const page = await pullChanges(
      c.var.deps.db,
      c.var.storeId,
      query.since,
      query.limit,
      readableTables(c.var.member),
    );
    // The cursor in headers too: the device asks for the next page before this body has come (shared/sync.ts).
    c.header(PULL_CURSOR_HEADER, String(page.cursor));
    c.header(PULL_HAS_MORE_HEADER, page.hasMore ? '1' : '0');
    syncPulls.inc();
    syncRows.inc({ direction: 'pull' }, page.changes.length);
    // …and of their records, the fields the role may read (field-permissions.ts: no amount without the money one).
    return c.json(pullFor(c.var.member, page));
  });

  return routes;
}
