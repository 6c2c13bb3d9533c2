import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { checkoutOrderEntries } from '#shared/schemas/checkout';
import {
  FORM_INVALID,
  ORDER_FIELD_LABELS,
  ORDER_NOT_FOUND_TITLE,
  ORDER_NOT_SENT_TITLE,
  ORDER_REFUSED_TITLE,
  ORDER_SENT,
  ORDER_SENT_TITLE,
  SHOP_MESSAGE_SENT,
  shopperOrderSchema,
} from '#shared/schemas/order';
import { FOLLOW_NOT_FOUND, orderFollowSchema } from '#shared/schemas/order-record';
import { shopContactSchema } from '#shared/schemas/shop-contact';
import type { AppEnv } from '../context';
import { readValidBody } from '../http/validate';
import { clientAddress } from '../http/client-address';
import { findOpenStore, placeShopperOrder } from './place-order';
import { pushNewOrder } from '../push/new-order-push';
import {
  CONTACT_RATE,
  FOLLOW_RATE,
  ORDER_FLOOD_RATE,
  ORDER_RATE,
  orderRateKeys,
  sweepStaleRateHits,
  takeRateSlot,
  takeRateSlots,
} from './rate-limit';
import { orderRecordFromRow } from './order-row';
import { findOrderByCode, insertStoreMessage } from './order-repository';
import { ApiError, notFound } from '../http/errors';
import { followForm, html, isPlainFormPost, shopPage } from './shop-pages';
import { shopCheckoutRoutes, followedOrderRow } from './shop-checkout-routes';
import { followedWithPayment, shopPayRoutes } from '../payments/shop-pay-routes';
import { hasOnlinePayment, payableOnline } from '../payments/online-payments';
import { checkoutStoreOf } from './checkout-order';
import { deliveryAndPaymentErrors } from './checkout-amounts';
import { placedOrderJson } from './checkout-answers';
import { confirmationBody, followedBody } from './checkout-pages';
import { shopperOrders } from '../ops/metrics';

/**
 * /api/shop/{slug} — what a shopper may write, without an account: a new order and a contact message, nothing else;
 * and what she may read: her own order, by its code and her phone. The store comes from the slug; every id in the
 * body must belong to that store.
 *
 * The order and follow forms work without JavaScript: a browser's own form post (no island) gets HTML pages (a
 * redirect to the confirmation after an order, so a reload never orders twice); the islands get JSON.
 */
export function shopRoutes() {
  const routes = new Hono<AppEnv>();
  // The quote and the transaction declaration.
  routes.route('/', shopCheckoutRoutes());
  routes.route('/', shopPayRoutes());

  routes.post('/:slug/orders', async (c) => {
    const plain = isPlainFormPost(c);
    try {
      const { db } = c.var.deps;
      const keys = orderRateKeys(c.req.param('slug'), clientAddress(c));
      const rate = [
        { key: keys.perAddress, rule: ORDER_FLOOD_RATE },
        { key: keys.perStore, rule: ORDER_RATE },
      ];
      let store: Awaited<ReturnType<typeof findOpenStore>>;
      let order: Awaited<ReturnType<typeof placeShopperOrder>>;
      try {
        await sweepStaleRateHits(db);
        store = await findOpenStore(db, c.req.param('slug'));
        // A form refused for its contact fields also says what is wrong with its delivery and payment: without
        // JavaScript each refusal is a page of its own, and she should not have to come back once per question.
        const { data: input } = await readValidBody(c, shopperOrderSchema, {
          check: ({ fields }) => {
            const choices = v.safeParse(v.object(checkoutOrderEntries), fields);
            if (!choices.success) return;
            const errors = deliveryAndPaymentErrors(store, choices.output);
            if (Object.keys(errors).length > 0) throw new ApiError(422, FORM_INVALID, errors);
          },
        });
        // One transaction, one commit: the attempt is counted in the order's own transaction.
        order = await placeShopperOrder(db, store.id, input, rate, store);
        shopperOrders.inc();
      } catch (err) {
        // A refused attempt counts too (in its own transaction), so guessing ids or spamming bad forms is limited;
        // over the limit, the answer is the 429.
        if (err instanceof ApiError && err.status !== 429) await takeRateSlots(db, rate);
        throw err;
      }
      // Her devices that agreed to Web Push hear of it (after the commit; never delays nor fails the shopper's answer).
      const deps = c.var.deps;
      void pushNewOrder(deps, order.id).catch((err) => deps.log.error('notification push non envoyée', err));
      if (plain) return c.redirect(`/api/shop/${store.slug}/orders/${order.code}/confirmation`, 303);
      const placed = placedOrderJson(order.store, order.id, order.record);
      // « Payer maintenant » on the confirmation page when the store connected a payment provider (decision 026).
      placed.canPayOnline =
        payableOnline(
          { paid_at: null, status: order.record.status, total: order.record.total },
          order.store.currency,
        ) && (await hasOnlinePayment(db, order.store.id));
      return c.json({ message: ORDER_SENT, data: placed }, 201);
    } catch (err) {
      if (!plain || !(err instanceof ApiError)) throw err;
      return refusedPage(c, err);
    }
  });

  /** The page a plain form post lands on after ordering: the code, and the form to follow the order. */
  routes.get('/:slug/orders/:code/confirmation', async (c) => {
    const { db } = c.var.deps;
    await takeRateSlot(db, `follow:${clientAddress(c)}`, FOLLOW_RATE);
    const store = await findOpenStore(db, c.req.param('slug'));
    const row = await findOrderByCode(db, store.id, c.req.param('code').trim().toUpperCase());
    if (!row) throw notFound(FOLLOW_NOT_FOUND);
    // The summary, how to pay and what happens next; the delivery address typed is not repeated here.
    const placed = placedOrderJson(checkoutStoreOf(store), row.id, orderRecordFromRow(row));
    if (placed.delivery) placed.delivery.address = placed.delivery.option === 'pickup' ? placed.delivery.address : null;
    return shopPage(c, 200, store, ORDER_SENT_TITLE, confirmationBody(store, placed));
  });

  /** A shopper follows her order without an account: its code and her phone number, both must match. */
  routes.get('/:slug/orders/:code', async (c) => {
    const { db } = c.var.deps;
    await takeRateSlot(db, `follow:${clientAddress(c)}`, FOLLOW_RATE);
    const store = checkoutStoreOf(await findOpenStore(db, c.req.param('slug')));
    const row = await followedOrderRow(db, store, c.req.param('code'), c.req.query('phone') ?? '');
    return c.json({ data: await followedWithPayment(db, store, row) });
  });

  /** The storefront's follow form posted without JavaScript (`/{slug}/suivi`): the order's status page. */
  routes.post('/:slug/suivi', async (c) => {
    const { db } = c.var.deps;
    const plain = isPlainFormPost(c);
    let store: Awaited<ReturnType<typeof findOpenStore>> | null = null;
    try {
      await takeRateSlot(db, `follow:${clientAddress(c)}`, FOLLOW_RATE);
      store = await findOpenStore(db, c.req.param('slug'));
      const { data } = await readValidBody(c, orderFollowSchema);
      const checkoutStore = checkoutStoreOf(store);
      const order = await followedWithPayment(
        db,
        checkoutStore,
        await followedOrderRow(db, checkoutStore, data.code, data.phone),
      );
      if (!plain) return c.json({ data: order });
      return shopPage(c, 200, store, `Commande ${order.code}`, followedBody(store, order, data.phone));
    } catch (err) {
      if (!plain || !(err instanceof ApiError)) throw err;
      return refusedPage(c, err, store, 'Suivre ma commande');
    }
  });

  routes.post('/:slug/contact', async (c) => {
    const { db } = c.var.deps;
    await takeRateSlot(db, `contact:${clientAddress(c)}`, CONTACT_RATE);
    const store = await findOpenStore(db, c.req.param('slug'));
    const { data: input } = await readValidBody(c, shopContactSchema);
    await insertStoreMessage(db, store.id, input);
    return c.json({ message: SHOP_MESSAGE_SENT }, 201);
  });

  return routes;
}

/** A refused form, as a page: the French message, each field's error, and the way back. */
async function refusedPage(
  c: Context<AppEnv>,
  err: ApiError,
  knownStore: { name: string; slug: string } | null = null,
  followTitle?: string,
) {
  const slug = c.req.param('slug') ?? '';
  const store =
    knownStore ??
    (await c.var.deps.db.selectFrom('stores').select(['name', 'slug']).where('slug', '=', slug).executeTakeFirst()) ??
    null;
  const fieldErrors = Object.entries(err.errors ?? {}).map(([field, list]) =>
    ORDER_FIELD_LABELS[field] ? `${ORDER_FIELD_LABELS[field]} : ${list[0]}` : (list[0] ?? ''),
  );
  const back = followTitle
    ? html`${err.status === 404 ? html`<h2>${followTitle}</h2>` : ''}${store ? followForm(store.slug) : ''}`
    : html`<p>
          Revenez à la page précédente de votre navigateur pour corriger le formulaire : ce que vous avez écrit y est
          gardé.
        </p>
        ${store ? html`<p><a href="/${store.slug}/products">Retour à la boutique</a></p>` : ''}`;
  return shopPage(
    c,
    err.status,
    store,
    followTitle ?? ORDER_REFUSED_TITLE,
    html`<h1>${followTitle ? (err.status === 404 ? ORDER_NOT_FOUND_TITLE : followTitle) : ORDER_NOT_SENT_TITLE}</h1>
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
      ${back}`,
  );
}
