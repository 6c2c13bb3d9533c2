import crypto from 'node:crypto';
import type { Handler } from 'hono';
import { ROUTE_NOT_FOUND, UNAUTHORIZED } from '#shared/messages';
import type { AppEnv } from '../context';
import type { DB } from '../db/database';
import { publicationQueue, registry } from './metrics';

/**
 * GET /metrics, for a Prometheus scraper: only with METRICS_TOKEN set (otherwise the route does not exist, 404), and
 * only with `Authorization: Bearer <METRICS_TOKEN>` (otherwise 401). A token, not an address: behind a load balancer
 * or in a cluster every request arrives from the same place, and the scraper may sit anywhere.
 */
export const metricsRoute: Handler<AppEnv> = async (c) => {
  const expected = c.var.deps.config.metricsToken;
  if (!expected) return c.json({ message: ROUTE_NOT_FOUND }, 404);
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  if (!sameSecret(given, expected)) return c.json({ message: UNAUTHORIZED }, 401);
  await readQueue(c.var.deps.db);
  c.header('Cache-Control', 'no-store');
  return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
};

/** The publication queue is the database's (shared by every process): read at each scrape. */
async function readQueue(db: DB): Promise<void> {
  const rows = await db
    .selectFrom('publish_jobs')
    .select(['status', db.fn.countAll().as('n')])
    .groupBy('status')
    .execute();
  publicationQueue.reset();
  for (const status of ['queued', 'running'] as const)
    publicationQueue.set({ status }, Number(rows.find((r) => r.status === status)?.n ?? 0));
}

function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}
