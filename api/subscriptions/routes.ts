import { Hono } from 'hono';
import { subscriptionRequestSchema } from '#shared/schemas/subscription-request';
import type { MySubscriptionJson } from '#shared/subscriptions';
import { requireActiveSubscription, requireAuth, requireRole } from '../auth/guards';
import type { AppEnv } from '../context';
import { readValidBody } from '../http/validate';
import { effectivePlanForStore } from '../plans/limits';
import { listPlans } from '../plans/plans-repository';
import { createRequest, userRequests } from './requests-repository';
import { currentSubscription } from './subscriptions-repository';
import { SUBSCRIPTION_REQUEST_SENT } from '#shared/messages';
import { storeIdOfUser } from '../stores/store-repository';

/**
 * The merchant's subscription (mounted at /api/subscription): her current subscription, the limits that apply, the
 * plans, her change requests; and a new request with her payment declaration. Writes refused while suspended.
 */
export function subscriptionRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAuth, requireRole('user'), requireActiveSubscription);

  routes.get('/', async (c) => {
    const { db } = c.var.deps;
    const userId = c.var.auth.userId;
    const storeId = await storeIdOfUser(db, userId);
    const [current, plans, requests, effective] = await Promise.all([
      currentSubscription(db, userId),
      listPlans(db),
      userRequests(db, userId),
      storeId ? effectivePlanForStore(db, storeId) : Promise.resolve(null),
    ]);
    const data: MySubscriptionJson = { current, effective, plans, requests };
    return c.json({ data });
  });

  routes.post('/requests', async (c) => {
    const { data: input } = await readValidBody(c, subscriptionRequestSchema);
    const req = await createRequest(c.var.deps.db, c.var.auth.userId, input);
    return c.json({ message: SUBSCRIPTION_REQUEST_SENT, data: req }, 201);
  });

  return routes;
}
