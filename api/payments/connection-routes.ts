import { Hono } from 'hono';
import {
  PAYMENT_CONNECTED,
  PAYMENT_DISCONNECTED,
  PAYMENT_KEYS_REFUSED,
  PAYMENT_KEYS_UNCHECKED,
  PAYMENT_PROVIDER_LABELS,
  paymentConnectionSchema,
  type PaymentConnectionJson,
  type PaymentProviderName,
} from '#shared/schemas/online-payment';
import type { AppEnv } from '../context';
import type { DB } from '../db/database';
import { merchantGuards } from '../auth/guards';
import { readValidBody } from '../http/validate';
import { ApiError } from '../http/errors';
import { nowIso } from '../ids';
import { seal } from './secret-box';
import { providerNamed } from './online-payments';
import { ProviderError } from './provider';

export async function connectionJson(db: DB, storeId: string): Promise<PaymentConnectionJson> {
  const row = await db
    .selectFrom('payment_connections')
    .select(['provider', 'site_id', 'hint', 'updated_at'])
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (!row)
    return { connected: false, provider: null, providerLabel: null, siteId: null, keyHint: null, connectedAt: null };
  const provider = row.provider as PaymentProviderName;
  return {
    connected: true,
    provider,
    providerLabel: PAYMENT_PROVIDER_LABELS[provider] ?? row.provider,
    siteId: row.site_id,
    keyHint: row.hint,
    connectedAt: row.updated_at,
  };
}

/**
 * /api/payment-connection — the store owner connects her payment aggregator (decision 026). The provider is asked
 * whether it knows the site id and API key first (else 422, nothing saved); the keys are sealed before they are written and never answered back (nor logged: the body is read once, here). Only the owner: the
 * keys move money, a staff role never reaches them.
 */
export function paymentConnectionRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...merchantGuards);

  routes.get('/', async (c) => c.json({ data: await connectionJson(c.var.deps.db, c.var.storeId) }));

  routes.put('/', async (c) => {
    const { db, config } = c.var.deps;
    const storeId = c.var.storeId;
    const { data } = await readValidBody(c, paymentConnectionSchema);
    // Keys the provider does not know are refused here, not when a shopper taps « Payer maintenant ».
    const provider = providerNamed(c.var.deps, data.provider);
    let accepted: boolean;
    try {
      accepted = provider ? await provider.keysAccepted({ siteId: data.siteId, apiKey: data.apiKey }) : false;
    } catch (err) {
      if (err instanceof ProviderError) throw new ApiError(502, PAYMENT_KEYS_UNCHECKED);
      throw err;
    }
    if (!accepted) throw new ApiError(422, PAYMENT_KEYS_REFUSED);
    const now = nowIso();
    const sealed = {
      provider: data.provider,
      site_id: data.siteId,
      api_key: seal(config.jwtSecret, data.apiKey),
      secret_key: seal(config.jwtSecret, data.secretKey),
      hint: data.apiKey.slice(-4),
      updated_at: now,
    };
    await db
      .insertInto('payment_connections')
      .values({ store_id: storeId, created_at: now, ...sealed })
      .onConflict((oc) => oc.column('store_id').doUpdateSet(sealed))
      .execute();
    return c.json<{ message: string; data: PaymentConnectionJson }>({
      message: PAYMENT_CONNECTED,
      data: await connectionJson(db, storeId),
    });
  });

  routes.delete('/', async (c) => {
    const { db } = c.var.deps;
    await db.deleteFrom('payment_connections').where('store_id', '=', c.var.storeId).execute();
    return c.json<{ message: string; data: PaymentConnectionJson }>({
      message: PAYMENT_DISCONNECTED,
      data: await connectionJson(db, c.var.storeId),
    });
  });

  return routes;
}
