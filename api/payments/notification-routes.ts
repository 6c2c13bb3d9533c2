import { Hono, type Context } from 'hono';
import { NOTIFICATION_FORGED, NOTIFICATION_RECEIVED, NOTIFICATION_UNREADABLE } from '#shared/messages';
import type { AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { receiveNotification } from './online-payments';
import { ProviderError } from './provider';
import { followPageOf } from './shop-pay-routes';

const NOT_A_FORM = NOTIFICATION_UNREADABLE;
const FORGED = NOTIFICATION_FORGED;

async function readForm(req: Request): Promise<Record<string, string>> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data'))
    throw new ApiError(415, NOT_A_FORM);
  const form = await req.formData().catch(() => null);
  if (!form) throw new ApiError(400, NOT_A_FORM);
  const out: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === 'string') out[k] = v;
  return out;
}

/**
 * /api/payments/{provider}/{storeId}: what the payment provider calls (decision 026), public. `notify`: its server's
 * notification, judged by online-payments.ts (signature first); a forged one gets 401 and changes nothing; a
 * verified one gets 200 whatever it did (a replay, another store's transaction: nothing), so the provider stops
 * retrying; 502 when the provider's own API could not be asked (it retries later). The provider pings notify_url
 * by GET: 200. `return`: where the shopper comes back (GET or POST with transaction_id): her follow page.
 */
export function paymentNotificationRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/:provider/:storeId/notify', (c) => c.json({ message: NOTIFICATION_RECEIVED }));

  routes.post('/:provider/:storeId/notify', async (c) => {
    const form = await readForm(c.req.raw);
    let outcome;
    try {
      outcome = await receiveNotification(
        c.var.deps,
        c.req.param('provider'),
        c.req.param('storeId'),
        c.req.raw.headers,
        form,
      );
    } catch (err) {
      if (err instanceof ProviderError) throw new ApiError(502, err.message);
      throw err;
    }
    if (outcome === 'forged') throw new ApiError(401, FORGED);
    return c.json({ message: NOTIFICATION_RECEIVED, outcome });
  });

  const back = async (c: Context<AppEnv>) => {
    const { db, config } = c.var.deps;
    const storeId = c.req.param('storeId') ?? '';
    let transactionId = c.req.query('transaction_id') ?? '';
    if (c.req.method === 'POST') {
      const form = await readForm(c.req.raw).catch(() => ({}) as Record<string, string>);
      transactionId = form.transaction_id ?? form.cpm_trans_id ?? transactionId;
    }
    const found = await db
      .selectFrom('payment_sessions')
      .innerJoin('orders', 'orders.id', 'payment_sessions.order_id')
      .innerJoin('stores', 'stores.id', 'payment_sessions.store_id')
      .select(['orders.code', 'stores.slug'])
      .where('payment_sessions.id', '=', transactionId)
      .where('payment_sessions.store_id', '=', storeId)
      .executeTakeFirst();
    if (!found) {
      const store = await db.selectFrom('stores').select('slug').where('id', '=', storeId).executeTakeFirst();
      return c.redirect(store ? `${config.publicUrl}/${store.slug}/suivi` : config.publicUrl, 303);
    }
    return c.redirect(followPageOf(config.publicUrl, found.slug, found.code), 303);
  };
  routes.get('/:provider/:storeId/return', back);
  routes.post('/:provider/:storeId/return', back);

  return routes;
}
