import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { listPlans } from './plans-repository';

export type { PlanDto } from '#shared/plans';

/** The plans, for the public pricing page and the merchant's subscription settings (mounted at /api/plans). */
export function planRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/', async (c) => c.json({ data: await listPlans(c.var.deps.db) }));
  return routes;
}
