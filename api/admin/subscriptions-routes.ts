import { Hono } from 'hono';
import { REQUEST_ACCEPTED, REQUEST_REFUSED, SUBSCRIPTION_STATUS_SAVED } from '#shared/messages';
import { SUBSCRIPTION_STATUSES } from '#shared/constants';
import { REQUEST_NOT_FOUND, REQUEST_STATUSES, SUBSCRIPTION_NOT_FOUND } from '#shared/subscriptions';
import { requestAcceptSchema, requestRefusalSchema, subscriptionUpdateSchema } from '#shared/schemas/subscription';
import { pickOne, readPaging, readSearch } from '../http/paging';
import type { AppEnv } from '../context';
import { notFound } from '../http/errors';
import { readValidBody } from '../http/validate';
import { changeSubscriptionStatus, listSubscriptions } from '../subscriptions/subscriptions-repository';
import { acceptRequest, listRequests, refuseRequest } from '../subscriptions/requests-repository';
import { findRequestDetail, findSubscriptionDetail } from './admin-repository';
import { adminGuards } from '../auth/guards';

/** Subscriptions for the administrator (mounted at /api/admin/subscriptions). */
export function adminSubscriptionRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...adminGuards);

  /** ?status=active|expired|suspended, ?q=, ?current=1 (only each merchant's current one), paging. */
  routes.get('/', async (c) => {
    const paging = readPaging((n) => c.req.query(n));
    const { data, total } = await listSubscriptions(
      c.var.deps.db,
      {
        status: pickOne(c.req.query('status'), SUBSCRIPTION_STATUSES),
        q: readSearch(c.req.query('q')),
        currentOnly: c.req.query('current') === '1',
      },
      paging,
    );
    return c.json({ data, meta: { ...paging, total } });
  });

  /** One subscription with its merchant's history and requests (target of admin `subscription` notifications). */
  routes.get('/:id', async (c) => {
    const detail = await findSubscriptionDetail(c.var.deps.db, c.req.param('id'));
    if (!detail) throw notFound(SUBSCRIPTION_NOT_FOUND);
    return c.json({ data: detail });
  });

  /** Status change with a message to the merchant (specification: 'status, message'). */
  routes.put('/:id', async (c) => {
    const { data: input } = await readValidBody(c, subscriptionUpdateSchema);
    const sub = await changeSubscriptionStatus(c.var.deps.db, {
      id: c.req.param('id'),
      status: input.status,
      message: input.message,
      adminId: c.var.auth.userId,
    });
    return c.json({ message: SUBSCRIPTION_STATUS_SAVED, data: sub });
  });

  return routes;
}

/** Change requests for the administrator (mounted at /api/admin/subscription-requests). */
export function adminRequestRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...adminGuards);

  /** ?status=pending|accepted|refused, paging. Each row says which other declarations used its transaction id. */
  routes.get('/', async (c) => {
    const paging = readPaging((n) => c.req.query(n));
    const { data, total } = await listRequests(
      c.var.deps.db,
      { status: pickOne(c.req.query('status'), REQUEST_STATUSES) },
      paging,
    );
    return c.json({ data, meta: { ...paging, total } });
  });

  routes.get('/:id', async (c) => {
    const detail = await findRequestDetail(c.var.deps.db, c.req.param('id'));
    if (!detail) throw notFound(REQUEST_NOT_FOUND);
    return c.json({ data: detail });
  });

  routes.post('/:id/accept', async (c) => {
    const { data: body } = await readValidBody(c, requestAcceptSchema);
    const message = typeof body.message === 'string' ? body.message.slice(0, 1000) : undefined;
    const req = await acceptRequest(c.var.deps.db, { id: c.req.param('id'), adminId: c.var.auth.userId, message });
    return c.json({ message: REQUEST_ACCEPTED, data: req });
  });

  routes.post('/:id/refuse', async (c) => {
    const { data: refusal } = await readValidBody(c, requestRefusalSchema);
    const { message } = refusal;
    const req = await refuseRequest(c.var.deps.db, { id: c.req.param('id'), adminId: c.var.auth.userId, message });
    return c.json({ message: REQUEST_REFUSED, data: req });
  });

  return routes;
}
