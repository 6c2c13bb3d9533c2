import { discountApplies, PRODUCT_NOT_FOUND } from '#shared/schemas/catalog';
import type { ShopperQuoteInput } from '#shared/schemas/order';
import type { OrderLine, OrderRecord } from '#shared/schemas/order-record';
import { localDay, roundAmount, type CheckoutLine, type CheckoutQuote } from '#shared/checkout';
import type { DB } from '../db/database';
import { notFound } from '../http/errors';
import { storeTimeZone } from '../checkout/store-checkout';
import { priceCheckout, redeemPromo, type CheckoutChoices, type PricedCheckout } from './checkout-amounts';
import type { CheckoutStore } from './checkout-answers';
import { checkoutStoreById } from './order-queries';

/**
 * The store as checkout judges an order with it, from a row of checkoutStoreById or storeBySlug (the same columns,
 * api/orders/order-queries.ts): the owner's id left out, no currency meaning XOF.
 */
export function checkoutStoreOf({ user_id: _owner, ...store }: CheckoutStore & { user_id?: string }): CheckoutStore {
  return { ...store, currency: store.currency || 'XOF' };
}

/** The store's row with what checkout reads (settings, currency, phone for its country, WhatsApp link). */
export async function loadCheckoutStore(db: DB, storeId: string): Promise<CheckoutStore> {
  const row = (await checkoutStoreById(db, { id: storeId })).rows[0];
  if (!row) throw new Error(`boutique introuvable : ${storeId}`);
  return checkoutStoreOf(row);
}

export const storeToday = (store: CheckoutStore, now = new Date()) => localDay(now, storeTimeZone(store));

const priced = (l: Omit<CheckoutLine, 'lineTotal'>, currency: string): CheckoutLine => ({
  ...l,
  lineTotal: roundAmount(l.quantity * l.unitPrice, currency),
});

/**
 * The order form's preview: the line priced from the product or variant (stock is judged by the order itself),
 * the delivery, the code and the total, computed as the order will compute them.
 */
export async function quoteShopperOrder(
  db: DB,
  store: CheckoutStore,
  input: ShopperQuoteInput,
): Promise<CheckoutQuote> {
  const product = await db
    .selectFrom('products')
    .select(['id', 'name', 'price', 'discount_price', 'discount_start', 'discount_end', 'category_id'])
    .where('id', '=', input.productId)
    .where('store_id', '=', store.id)
    .where('deleted_at', 'is', null)
    .where('published', '=', 1)
    .executeTakeFirst();
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  let unitPrice = discountApplies(product) ? product.discount_price! : product.price;
  let name = product.name;
  let size = input.size;
  let color = input.color;
  if (input.subProductId) {
    const sub = await db
      .selectFrom('sub_products')
      .select(['name', 'price', 'size', 'color'])
      .where('id', '=', input.subProductId)
      .where('product_id', '=', product.id)
      .where('store_id', '=', store.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!sub) throw notFound(PRODUCT_NOT_FOUND);
    unitPrice = sub.price;
    name = `${product.name} — ${sub.name}`;
    size ??= sub.size;
    color ??= sub.color;
  }
  const line = priced(
    { productId: product.id, subProductId: input.subProductId, name, size, color, quantity: input.quantity, unitPrice },
    store.currency,
  );
  const p = await priceCheckout(
    db,
    store,
    [{ ...line, categoryId: product.category_id }],
    input,
    storeToday(store),
    false,
  );
  return {
    currency: store.currency,
    lines: [line],
    subtotal: p.subtotal,
    delivery: p.delivery,
    deliveryFee: p.deliveryFee,
    promoCode: p.promo?.code ?? null,
    discount: p.discount,
    total: p.total,
    promoCodeError: p.promoError,
    freeDeliveryFrom: p.freeDeliveryFrom,
  };
}

/**
 * In the order's transaction: the order's amounts and choices, judged strictly (a refusal is a 422 on its field and
 * the whole order rolls back). `fields` go into the order record; `redeem` counts the code's use once the order's
 * id exists.
 */
export async function checkoutOfOrder(
  trx: DB,
  store: CheckoutStore,
  line: OrderLine & { productId: string },
  categoryId: string | null,
  choices: CheckoutChoices,
): Promise<{ priced: PricedCheckout; fields: Partial<OrderRecord>; redeem: (orderId: string) => Promise<void> }> {
  const p = await priceCheckout(
    trx,
    store,
    [{ ...priced(line, store.currency), categoryId }],
    choices,
    storeToday(store),
    true,
  );
  return {
    priced: p,
    fields: {
      address: p.delivery?.option === 'delivery' ? choices.address : null,
      deliveryOption: p.delivery?.option ?? null,
      deliveryZone: p.delivery?.zoneName ?? null,
      deliveryZoneId: p.delivery?.zoneId ?? null,
      deliveryFee: p.deliveryFee,
      paymentMethod: p.paymentMethod,
      promoCode: p.promo?.code ?? null,
      discount: p.discount,
    },
    redeem: async (orderId) => {
      if (p.promo) await redeemPromo(trx, store.id, p.promo, orderId, p.discount);
    },
  };
}
