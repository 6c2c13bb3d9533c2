import { Hono } from 'hono';
import { FOLLOW_NOT_FOUND } from '#shared/schemas/order-record';
import { shopperQuoteSchema } from '#shared/schemas/order';
import {
  CHECKOUT_FIELD_LABELS,
  TRANSACTION_ALREADY_DECLARED,
  TRANSACTION_DECLARED,
  TRANSACTION_NOT_EXPECTED,
  TRANSACTION_REFUSED_TITLE,
  TRANSACTION_SENT_TITLE,
  isMobileMoney,
  transactionDeclarationSchema,
  transactionDeclaredNotice,
} from '#shared/schemas/checkout';
import type { CheckoutQuote, FollowedOrder } from '#shared/checkout';
import { TOO_MANY_SEARCHES } from '#shared/messages';
import { normalizePhone } from '#shared/phone';
import { normalizeTransactionId } from '#shared/transaction-id';
import type { AppEnv } from '../context';
import type { DB } from '../db/database';
import { lockSyncCounter } from '../db/dialect';
import { nextVersion } from '../db/sync-version';
import { readValidBody } from '../http/validate';
import { clientAddress } from '../http/client-address';
import { ApiError, notFound } from '../http/errors';
import { nowIso } from '../ids';
import { notifyStoreOwner } from '../notifications/notify';
import { shopperPhone } from '../checkout/store-checkout';
import { FOLLOW_RATE, takeRateSlot, type RateRule } from './rate-limit';
import { findOpenStore } from './place-order';
import { findOrderByCode } from './order-repository';
import { orderRecordFromRow } from './order-row';
import { checkoutStoreOf, quoteShopperOrder } from './checkout-order';
import { followedOrderJson, type CheckoutStore } from './checkout-answers';
import { followedBody } from './checkout-pages';
import { html, isPlainFormPost, shopPage } from './shop-pages';

/** The order form's preview is asked again on each change of choice: 120 per 10 minutes per address. */
export const QUOTE_RATE: RateRule = { max: 120, windowMs: 10 * 60_000, message: TOO_MANY_SEARCHES };

/**
 * /api/shop/{slug}: the checkout's public routes, mounted inside shopRoutes(): the order form's quote,
 * and the shopper's declaration of her mobile money transaction (JSON for the island, a page for a plain form).
 */
export function shopCheckoutRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post('/:slug/quote', async (c) => {
    const { db } = c.var.deps;
    await takeRateSlot(db, `quote:${clientAddress(c)}`, QUOTE_RATE);
    const store = checkoutStoreOf(await findOpenStore(db, c.req.param('slug')));
    const { data } = await readValidBody(c, shopperQuoteSchema);
    const quote = await quoteShopperOrder(db, store, data);
    return c.json<{ data: CheckoutQuote }>({ data: quote });
  });

  routes.post('/:slug/orders/:code/payment', async (c) => {
    const { db } = c.var.deps;
    const plain = isPlainFormPost(c);
    let store: CheckoutStore | null = null;
    try {
      await takeRateSlot(db, `follow:${clientAddress(c)}`, FOLLOW_RATE);
      store = checkoutStoreOf(await findOpenStore(db, c.req.param('slug')));
      const { data } = await readValidBody(c, transactionDeclarationSchema);
      const phone = data.phone;
      const order = await declareTransaction(db, store, c.req.param('code'), data.phone, data.transactionId);
      if (!plain)
        return c.json<{ message: string; data: FollowedOrder }>({ message: TRANSACTION_DECLARED, data: order });
      return shopPage(
        c,
        200,
        store,
        TRANSACTION_SENT_TITLE,
        html`<p class="notice ok" role="status">${TRANSACTION_DECLARED}</p>
          ${followedBody(store, order, phone)}`,
      );
    } catch (err) {
      if (!plain || !(err instanceof ApiError)) throw err;
      const fieldErrors = Object.entries(err.errors ?? {}).map(([field, list]) =>
        CHECKOUT_FIELD_LABELS[field] ? `${CHECKOUT_FIELD_LABELS[field]} : ${list[0]}` : (list[0] ?? ''),
      );
      return shopPage(
        c,
        err.status,
        store,
        TRANSACTION_REFUSED_TITLE,
        html`<h1>${TRANSACTION_REFUSED_TITLE}</h1>
          <div class="notice bad" role="alert">
            <p>${err.message}</p>
            ${
              fieldErrors.length > 0
                ? html`<ul>
                    ${fieldErrors.map((m) => html`<li>${m}</li>`)}
                  </ul>`
                : ''
            }
          </div>
          <p>Revenez à la page précédente de votre navigateur pour corriger la référence.</p>`,
      );
    }
  });

  return routes;
}

/**
 * Whether a typed phone is the one the order was placed with: read with the store's country, or with the default
 * one (older orders kept the number as it was read when placed).
 */
export function phoneMatches(store: CheckoutStore, saved: string, typed: string): boolean {
  const candidates = [shopperPhone(store, typed), normalizePhone(typed)].filter((p): p is string => Boolean(p));
  return candidates.includes(saved);
}

/** The store's order with this code, only when the phone is the one it was placed with (else 404, nothing told). */
export async function followedOrderRow(db: DB, store: CheckoutStore, rawCode: string, rawPhone: string) {
  const row = await findOrderByCode(db, store.id, rawCode.trim().toUpperCase());
  if (!row || !phoneMatches(store, row.phone, rawPhone)) throw notFound(FOLLOW_NOT_FOUND);
  return row;
}

/**
 * The shopper's declaration of her transfer: once per order (a conditional update, so two sends never both land),
 * only for an order paid by mobile money, not canceled, not already paid. The merchant is notified; the order's
 * version moves so her tablet pulls it. A reference another order of the store already holds is kept and flagged
 * with that order's code, on the order and in the notification (decision 025); the store's sync counter lock
 * serialises two declarations of the same reference, so the second always sees the first.
 */
async function declareTransaction(
  db: DB,
  store: CheckoutStore,
  code: string,
  phone: string,
  transactionId: string,
): Promise<FollowedOrder> {
  const row = await db.transaction().execute(async (trx) => {
    await lockSyncCounter(trx, store.id);
    const found = await followedOrderRow(trx, store, code, phone);
    if (found.transaction_id !== null) throw new ApiError(409, TRANSACTION_ALREADY_DECLARED);
    if (!isMobileMoney(found.payment_method) || found.status === 'canceled' || found.paid_at !== null) {
      throw new ApiError(422, TRANSACTION_NOT_EXPECTED, { transactionId: [TRANSACTION_NOT_EXPECTED] });
    }
    const now = nowIso();
    const key = normalizeTransactionId(transactionId);
    const earlier = await trx
      .selectFrom('orders')
      .select('code')
      .where('store_id', '=', store.id)
      .where('transaction_key', '=', key)
      .where('id', '<>', found.id)
      .orderBy('transaction_declared_at')
      .orderBy('code')
      .executeTakeFirst();
    const reusedFor = earlier?.code ?? null;
    const done = await trx
      .updateTable('orders')
      .set({
        transaction_id: transactionId,
        transaction_key: key,
        transaction_reused_for: reusedFor,
        transaction_declared_at: now,
        version: await nextVersion(trx, store.id),
        updated_at: now,
      })
      .where('id', '=', found.id)
      .where('transaction_id', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw new ApiError(409, TRANSACTION_ALREADY_DECLARED);
    await notifyStoreOwner(
      trx,
      store.id,
      'orders',
      found.id,
      transactionDeclaredNotice(found.code, transactionId, reusedFor),
    );
    return trx.selectFrom('orders').selectAll().where('id', '=', found.id).executeTakeFirstOrThrow();
  });
  return followedOrderJson(store, orderRecordFromRow(row));
}
