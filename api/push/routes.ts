import { Hono } from 'hono';
import { requireAuth, requireRole } from '../auth/guards';
import type { AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { readValidBody } from '../http/validate';
import {
  PUSH_ENDPOINT_INVALID,
  PUSH_SUBSCRIBED,
  PUSH_UNSUBSCRIBED,
  pushEndpointSchema,
  pushSubscriptionSchema,
  type PushKeyJson,
} from '#shared/schemas/push';
import { deletePushSubscription, savePushSubscription } from './push-repository';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * /api/push — Web Push for the merchant's devices (new orders while the app is closed): the server's public key, and
 * her device's subscription kept or forgotten. Only her own devices; an admin's account has no orders to hear of.
 */
export function pushRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAuth, requireRole('user'));

  routes.get('/key', (c) => c.json<{ data: PushKeyJson }>({ data: { publicKey: c.var.deps.config.vapid.publicKey } }));

  routes.post('/subscriptions', async (c) => {
    const { config, db } = c.var.deps;
    const { data } = await readValidBody(c, pushSubscriptionSchema, {
      check: ({ fields }) => {
        const url = URL.canParse(String(fields.endpoint ?? '').trim()) ? new URL(String(fields.endpoint).trim()) : null;
        if (!url) return;
        const allowed =
          url.protocol === 'https:' ||
          (config.pushLoopbackHttp && url.protocol === 'http:' && LOOPBACK.has(url.hostname));
        if (!allowed) throw new ApiError(422, PUSH_ENDPOINT_INVALID, { endpoint: [PUSH_ENDPOINT_INVALID] });
      },
    });
    await savePushSubscription(db, c.var.auth.userId, data);
    return c.json({ message: PUSH_SUBSCRIBED }, 201);
  });

  routes.delete('/subscriptions', async (c) => {
    const { data } = await readValidBody(c, pushEndpointSchema);
    await deletePushSubscription(c.var.deps.db, c.var.auth.userId, data.endpoint);
    return c.json({ message: PUSH_UNSUBSCRIBED });
  });

  return routes;
}
