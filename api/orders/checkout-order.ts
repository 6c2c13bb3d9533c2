import { discountApplies, PRODUCT_NOT_FOUND } from '#shared/schemas/catalog';
import { LINE_GONE, orderLinesOf, stockShortLeft, type ShopperQuoteInput } from '#shared/schemas/order';
import type { OrderLine, OrderRecord } from '#shared/schemas/order-record';
import { localDay, roundAmount, type CheckoutLine, type CheckoutQuote, type QuoteLineIssue } from '#shared/checkout';
import type { DB } from '../db/database';
import { notFound } from '../http/errors';
import { storeTimeZone } from '../checkout/store-checkout';
import { priceCheckout, redeemPromo, type CheckoutChoices, type PricedCheckout } from './checkout-amounts';
import type { CheckoutStore } from './checkout-answers';
import { checkoutStoreById } from './order-queries';
import { mergedLines, type WantedLine } from './cart-lines';

/** A cart line whose stock is reserved: the order's line and its product's category (a promo code may target it). */
export interface ReservedLine {
  line: OrderLine & { productId: string };
  categoryId: string | null;
}

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

const pricedLine = (l: Omit<CheckoutLine, 'lineTotal'>, currency: string): CheckoutLine => ({
  ...l,
  lineTotal: roundAmount(l.quantity * l.unitPrice, currency),
});

/**
 * The order form's and the cart's preview: every line priced from its product or variant, the delivery, the code
 * and the total, computed as the order will compute them. For a cart, a line the order would refuse (product or
 * variant gone, too few left) is not priced but told in `issues`, so the cart shows it instead of dropping it; the
 * one-product form keeps its 404 for a product gone, and its stock is judged by the order itself.
 */
export async function quoteShopperOrder(
  db: DB,
  store: CheckoutStore,
  input: ShopperQuoteInput,
): Promise<CheckoutQuote> {
  const cart = input.lines.length > 0;
  const priced: (CheckoutLine & { index: number; categoryId: string | null })[] = [];
  const issues: QuoteLineIssue[] = [];
  for (const wanted of mergedLines(orderLinesOf(input))) {
    const found = await quotedLine(db, store, wanted);
    if ('line' in found) priced.push(found.line);
    else if (!cart) throw notFound(PRODUCT_NOT_FOUND);
    else if (found.left === null) issues.push(issueOf(wanted, 'gone', LINE_GONE, null));
    else issues.push(issueOf(wanted, 'stock', stockShortLeft(found.left), found.left));
  }
  const p = await priceCheckout(db, store, priced, input, storeToday(store), false);
  return {
    currency: store.currency,
    lines: priced.map(({ categoryId: _category, index, ...line }) => (cart ? { ...line, index } : line)),
    ...(cart ? { issues } : {}),
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

const issueOf = (w: WantedLine, kind: QuoteLineIssue['kind'], message: string, left: number | null) => ({
  index: w.index,
  productId: w.productId,
  subProductId: w.subProductId,
  kind,
  message,
  left,
});

/** One line of a quote, priced; or why the order would refuse it (`left` null: gone; else how many are left). */
async function quotedLine(
  db: DB,
  store: CheckoutStore,
  w: WantedLine,
): Promise<{ line: CheckoutLine & { index: number; categoryId: string | null } } | { left: number | null }> {
  const product = await db
    .selectFrom('products')
    .select(['id', 'name', 'price', 'stock', 'discount_price', 'discount_start', 'discount_end', 'category_id'])
    .where('id', '=', w.productId)
    .where('store_id', '=', store.id)
    .where('deleted_at', 'is', null)
    .where('published', '=', 1)
    .executeTakeFirst();
  if (!product) return { left: null };
  let unitPrice = discountApplies(product) ? product.discount_price! : product.price;
  let name = product.name;
  let size = w.size;
  let color = w.color;
  let stock = product.stock;
  if (w.subProductId) {
    const sub = await db
      .selectFrom('sub_products')
      .select(['name', 'price', 'size', 'color', 'stock'])
      .where('id', '=', w.subProductId)
      .where('product_id', '=', product.id)
      .where('store_id', '=', store.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!sub) return { left: null };
    unitPrice = sub.price;
    name = `${product.name} — ${sub.name}`;
    size ??= sub.size;
    color ??= sub.color;
    stock = sub.stock;
  }
  if (stock < w.quantity) return { left: Math.max(0, stock) };
  return {
    line: {
      ...pricedLine(
        { productId: product.id, subProductId: w.subProductId, name, size, color, quantity: w.quantity, unitPrice },
        store.currency,
      ),
      index: w.index,
      categoryId: product.category_id,
    },
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
  lines: readonly ReservedLine[],
  choices: CheckoutChoices,
): Promise<{ priced: PricedCheckout; fields: Partial<OrderRecord>; redeem: (orderId: string) => Promise<void> }> {
  const p = await priceCheckout(
    trx,
    store,
    lines.map((l) => ({ ...pricedLine(l.line, store.currency), categoryId: l.categoryId })),
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
