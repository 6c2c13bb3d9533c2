import { Hono } from 'hono';
import { FOLLOW_NOT_FOUND } from '#shared/schemas/order-record';
import type { FollowedOrder } from '#shared/checkout';
import { storefrontPaths } from '#shared/paths';
import {
  PAY_ALREADY_PAID,
  PAY_NOT_AVAILABLE,
  PAY_PROVIDER_DOWN,
  PAY_REFUSED_TITLE,
  payNowSchema,
} from '#shared/schemas/online-payment';
import type { AppEnv } from '../context';
import type { DB } from '../db/database';
import type { OrdersTable } from '../db/tables-catalog';
import { readValidBody } from '../http/validate';
import { clientAddress } from '../http/client-address';
import { ApiError, notFound } from '../http/errors';
import { FOLLOW_RATE, takeRateSlot } from '../orders/rate-limit';
import { findOpenStore } from '../orders/place-order';
import { findOrderByCode } from '../orders/order-repository';
import { orderRecordFromRow } from '../orders/order-row';
import { checkoutStoreOf } from '../orders/checkout-order';
import { followedOrderJson, type CheckoutStore } from '../orders/checkout-answers';
import { phoneMatches } from '../orders/shop-checkout-routes';
import { html, isPlainFormPost, shopPage } from '../orders/shop-pages';
import { hasOnlinePayment, openPaymentSession, payableOnline, waitingSession } from './online-payments';
import { ProviderError } from './provider';

/** The order with this code, for whoever knows its phone, or its id (the tab that placed it keeps it). */
async function orderOfShopper(db: DB, store: CheckoutStore, code: string, phone: string, orderId: string) {
  const row = await findOrderByCode(db, store.id, code.trim().toUpperCase());
  const known =
    row && ((orderId !== '' && orderId === row.id) || (phone !== '' && phoneMatches(store, row.phone, phone)));
  if (!row || !known) throw notFound(FOLLOW_NOT_FOUND);
  return row as OrdersTable & { id: string };
}

/** The follow page's answer with what online payment adds: « Payer maintenant » offered, a session waiting. */
export async function followedWithPayment(db: DB, store: CheckoutStore, row: OrdersTable & { id: string }) {
  const followed = followedOrderJson(store, orderRecordFromRow(row));
  const offered = payableOnline(row, store.currency) && (await hasOnlinePayment(db, store.id));
  const waiting = offered ? Boolean(await waitingSession(db, store.id, row.id)) : false;
  return { ...followed, canPayOnline: offered, paymentWaiting: waiting } satisfies FollowedOrder;
}

/**
 * The shopper's « Payer maintenant » (decision 026), public under /api/shop/{slug}: the order is hers (its phone,
 * or its id kept by the tab that placed it); the server opens the provider's session for the order's own total and
 * answers its payment page (JSON for the storefront's script, a 303 for a plain form).
 */
export function shopPayRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post('/:slug/orders/:code/pay', async (c) => {
    const { db, config } = c.var.deps;
    const plain = isPlainFormPost(c);
    let store: CheckoutStore | null = null;
    try {
      await takeRateSlot(db, `follow:${clientAddress(c)}`, FOLLOW_RATE);
      store = checkoutStoreOf(await findOpenStore(db, c.req.param('slug')));
      const { data } = await readValidBody(c, payNowSchema);
      const row = await orderOfShopper(db, store, c.req.param('code'), data.phone, data.orderId);
      if (row.paid_at !== null) throw new ApiError(409, PAY_ALREADY_PAID);
      let session: { paymentUrl: string } | null;
      try {
        session = await openPaymentSession(
          c.var.deps,
          {
            storeId: store.id,
            storeName: store.name,
            currency: store.currency,
            notifyUrl: `${config.publicUrl}/api/payments/cinetpay/${store.id}/notify`,
            returnUrl: `${config.publicUrl}/api/payments/cinetpay/${store.id}/return`,
          },
          row,
        );
      } catch (err) {
        if (err instanceof ProviderError) throw new ApiError(502, PAY_PROVIDER_DOWN);
        throw err;
      }
      if (!session) throw new ApiError(422, PAY_NOT_AVAILABLE);
      if (plain) return c.redirect(session.paymentUrl, 303);
      return c.json<{ data: { paymentUrl: string } }>({ data: session });
    } catch (err) {
      if (!plain || !(err instanceof ApiError)) throw err;
      return shopPage(
        c,
        err.status,
        store,
        PAY_REFUSED_TITLE,
        html`<h1>${PAY_REFUSED_TITLE}</h1>
          <p class="notice bad" role="alert">${err.message}</p>`,
      );
    }
  });

  /** The follow page's answer for the tab that placed the order (it keeps the order's id, not the phone). */
  routes.post('/:slug/orders/:code/state', async (c) => {
    const { db } = c.var.deps;
    await takeRateSlot(db, `follow:${clientAddress(c)}`, FOLLOW_RATE);
    const store = checkoutStoreOf(await findOpenStore(db, c.req.param('slug')));
    const { data } = await readValidBody(c, payNowSchema);
    const row = await orderOfShopper(db, store, c.req.param('code'), data.phone, data.orderId);
    return c.json({ data: await followedWithPayment(db, store, row) });
  });

  return routes;
}

/** Where the provider sends the shopper back: her order's follow page (nothing is written here). */
export function followPageOf(publicUrl: string, slug: string, code: string): string {
  return `${publicUrl}${storefrontPaths.follow(slug, code)}`;
}
