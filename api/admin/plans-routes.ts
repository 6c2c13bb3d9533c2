import { Hono } from 'hono';
import { PLAN_CREATED, PLAN_SAVED } from '#shared/messages';
import { planSchema } from '#shared/schemas/subscription';
import { PLAN_NOT_FOUND } from '#shared/subscriptions';
import type { AppEnv } from '../context';
import { notFound } from '../http/errors';
import { readValidBody } from '../http/validate';
import { createPlan, updatePlan } from '../plans/plans-repository';
import { findPlanDetail, listPlansWithUsage } from './admin-repository';
import { adminGuards } from '../auth/guards';

/** Plans for the administrator (mounted at /api/admin/plans): list with usage, view, add, edit. */
export function adminPlanRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...adminGuards);

  routes.get('/', async (c) => c.json({ data: await listPlansWithUsage(c.var.deps.db) }));

  routes.get('/:id', async (c) => {
    const detail = await findPlanDetail(c.var.deps.db, c.req.param('id'));
    if (!detail) throw notFound(PLAN_NOT_FOUND);
    return c.json({ data: detail });
  });

  routes.post('/', async (c) => {
    const { data: values } = await readValidBody(c, planSchema);
    const plan = await createPlan(c.var.deps.db, values, c.var.auth.userId);
    return c.json({ message: PLAN_CREATED, data: plan }, 201);
  });

  routes.put('/:id', async (c) => {
    const { data: values } = await readValidBody(c, planSchema);
    const plan = await updatePlan(c.var.deps.db, c.req.param('id'), values, c.var.auth.userId);
    if (!plan) throw notFound(PLAN_NOT_FOUND);
    return c.json({ message: PLAN_SAVED, data: plan });
  });

  return routes;
}
