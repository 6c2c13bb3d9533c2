import { Hono } from 'hono';
import { PLAN_CREATED, PLAN_SAVED } from '#shared/messages';
import { planSchema } from '#shared/schemas/subscription';
import { PLAN_NOT_FOUND } from '#shared/subscriptions';
import type { AppEnv } from '../context';
import { notFound } from '../http/errors';
import { readValidBody } from '../http/validate';
import { createPlan, findPlan, listPlans, planUsage, updatePlan } from '../plans/plans-repository';
import { listAudit } from '../audit/audit-log';
import { adminGuards } from '../auth/guards';

/** Plans for the administrator (mounted at /api/admin/plans): list with usage, view, add, edit. */
export function adminPlanRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...adminGuards);

  routes.get('/', async (c) => {
    const { db } = c.var.deps;
    const [plans, usage] = await Promise.all([listPlans(db), planUsage(db)]);
    return c.json({
      data: plans.map((p) => ({ ...p, usage: usage[p.id] ?? { active: 0, expired: 0, suspended: 0 } })),
    });
  });

  routes.get('/:id', async (c) => {
    const { db } = c.var.deps;
    const plan = await findPlan(db, c.req.param('id'));
    if (!plan) throw notFound(PLAN_NOT_FOUND);
    const usage = (await planUsage(db))[plan.id] ?? { active: 0, expired: 0, suspended: 0 };
    const history = await listAudit(db, { targetId: plan.id }, 20);
    return c.json({ data: { ...plan, usage, history } });
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
