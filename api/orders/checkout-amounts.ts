import {
  DELIVERY_NOT_OFFERED,
  DELIVERY_OPTION_LABELS,
  DELIVERY_REQUIRED,
  PAYMENT_METHOD_LABELS,
  PAYMENT_NOT_ACCEPTED,
  PAYMENT_REQUIRED,
  PROMO_EXHAUSTED,
  ZONE_CLOSED,
  ZONE_REQUIRED,
  ZONE_UNKNOWN,
  isMobileMoney,
  type DeliveryOption,
  type PaymentMethod,
} from '#shared/schemas/checkout';
import { FORM_INVALID } from '#shared/schemas/order';
import {
  deliveryLabel,
  formatAmount,
  paymentInstructionText,
  roundAmount,
  type CheckoutDelivery,
  type CheckoutLine,
  type PaymentInstructions,
} from '#shared/checkout';
import type { DB } from '../db/database';
import { ApiError, type FieldErrors } from '../http/errors';
import { newId, nowIso } from '../ids';
import { readDeliverySettings, readPaymentSettings, type StoreCheckoutRow } from '../checkout/store-checkout';
import { judgePromoCode, type JudgedPromo } from '../promo-codes/promo-rules';

/**
 * Every amount of a shopper's order, computed by the server from the store's own data — the line's
 * price (from the product or variant, by the caller), the delivery fee from the zone and the free threshold, the
 * discount from the promo code, the total. Nothing the client sends is read as an amount (the schema drops it).
 *
 * `priceCheckout` judges the choices and answers the amounts (used by the quote and by the order); with
 * `strict` (the order) a missing choice the store requires is refused, and every refusal comes at once as a 422 on
 * its fields. `redeemPromo` counts the use inside the order's transaction.
 */

export interface CheckoutChoices {
  delivery: DeliveryOption | null;
  zoneId: string | null;
  address: string | null;
  payment: PaymentMethod | null;
  promoCode: string | null;
}

export interface PricedCheckout {
  subtotal: number;
  delivery: CheckoutDelivery | null;
  deliveryFee: number;
  promo: JudgedPromo | null;
  /** The refusal of the typed code (the quote shows it; the order is refused with it). */
  promoError: string | null;
  discount: number;
  total: number;
  paymentMethod: PaymentMethod | null;
  freeDeliveryFrom: number | null;
}

export async function priceCheckout(
  db: DB,
  store: StoreCheckoutRow & { id: string },
  lines: readonly (CheckoutLine & { categoryId: string | null })[],
  choices: CheckoutChoices,
  today: string,
  strict: boolean,
): Promise<PricedCheckout> {
  const currency = store.currency;
  const errors: FieldErrors = {};
  const subtotal = roundAmount(
    lines.reduce((s, l) => s + l.lineTotal, 0),
    currency,
  );

  // The code first: the free-delivery threshold reads the merchandise amount after the discount.
  let promo: JudgedPromo | null = null;
  let promoError: string | null = null;
  if (choices.promoCode) {
    const judged = await judgePromoCode(db, store.id, choices.promoCode, lines, subtotal, today, currency);
    if ('error' in judged) promoError = judged.error;
    else promo = judged;
  }
  if (promoError && strict) errors.promoCode = [promoError];
  const discount = promo ? Math.min(promo.discount, subtotal) : 0;

  const settings = readDeliverySettings(store.delivery_settings);
  const place = judgeDelivery(settings, choices, strict);
  let delivery: CheckoutDelivery | null = null;
  if ('refused' in place) errors[place.refused] = [place.message];
  else if (place.option === 'pickup')
    delivery = {
      option: 'pickup',
      label: DELIVERY_OPTION_LABELS.pickup,
      zoneId: null,
      zoneName: null,
      address: place.address,
      fee: 0,
      free: false,
    };
  else if (place.option === 'delivery') {
    const { zone } = place;
    const free =
      settings!.freeDeliveryFrom !== null && zone.fee > 0 && subtotal - discount >= settings!.freeDeliveryFrom;
    delivery = {
      option: 'delivery',
      label: deliveryLabel('delivery', zone.name),
      zoneId: zone.id,
      zoneName: zone.name,
      address: choices.address,
      fee: free ? 0 : roundAmount(zone.fee, currency),
      free,
    };
  }

  const pay = judgePayment(readPaymentSettings(store.payment_settings), choices, strict);
  let paymentMethod: PaymentMethod | null = null;
  if ('refused' in pay) errors.payment = [pay.message];
  else paymentMethod = pay.method;

  if (Object.keys(errors).length > 0) throw new ApiError(422, FORM_INVALID, errors);
  const deliveryFee = delivery?.fee ?? 0;
  return {
    subtotal,
    delivery,
    deliveryFee,
    promo,
    promoError,
    discount,
    total: Math.max(0, roundAmount(subtotal + deliveryFee - discount, currency)),
    paymentMethod,
    freeDeliveryFrom: settings?.freeDeliveryFrom ?? null,
  };
}

/**
 * Counts one use of the code for this order, in the order's transaction: a conditional increment (`uses < max`)
 * decides between two shoppers racing for the last use on both databases (the row lock of the UPDATE), the loser
 * is refused with a French message and her whole order rolls back.
 */
type DeliveryZone = NonNullable<ReturnType<typeof readDeliverySettings>>['delivery']['zones'][number];

/**
 * How the shopper's delivery choice stands with the store's settings alone (no amount, no database): refused on a
 * field, none (allowed when not `strict`, or when the store sets no delivery), pickup, or delivery to a zone.
 */
function judgeDelivery(
  settings: ReturnType<typeof readDeliverySettings>,
  choices: Pick<CheckoutChoices, 'delivery' | 'zoneId'>,
  strict: boolean,
):
  | { refused: 'delivery' | 'zoneId'; message: string }
  | { option: null }
  | { option: 'pickup'; address: string | null }
  | { option: 'delivery'; zone: DeliveryZone } {
  if (choices.delivery === null) {
    return settings && strict ? { refused: 'delivery', message: DELIVERY_REQUIRED } : { option: null };
  }
  if (!settings) return { refused: 'delivery', message: DELIVERY_NOT_OFFERED };
  if (choices.delivery === 'pickup') {
    return settings.pickup.enabled
      ? { option: 'pickup', address: settings.pickup.address }
      : { refused: 'delivery', message: DELIVERY_NOT_OFFERED };
  }
  if (!settings.delivery.enabled) return { refused: 'delivery', message: DELIVERY_NOT_OFFERED };
  if (choices.zoneId === null) return strict ? { refused: 'zoneId', message: ZONE_REQUIRED } : { option: null };
  const zone = settings.delivery.zones.find((z) => z.id === choices.zoneId);
  if (!zone) return { refused: 'zoneId', message: ZONE_UNKNOWN };
  if (zone.closed) return { refused: 'zoneId', message: ZONE_CLOSED };
  return { option: 'delivery', zone };
}

/** How the shopper's way of paying stands with the store's settings: refused, none, or the accepted method. */
function judgePayment(
  payment: ReturnType<typeof readPaymentSettings>,
  choices: Pick<CheckoutChoices, 'payment'>,
  strict: boolean,
): { refused: 'payment'; message: string } | { method: PaymentMethod | null } {
  if (choices.payment === null) {
    return payment && strict ? { refused: 'payment', message: PAYMENT_REQUIRED } : { method: null };
  }
  const accepted =
    payment &&
    (choices.payment === 'cod'
      ? payment.cashOnDelivery
      : !isMobileMoney(choices.payment) || payment.mobileMoney.some((m) => m.method === choices.payment));
  return accepted ? { method: choices.payment } : { refused: 'payment', message: PAYMENT_NOT_ACCEPTED };
}

/**
 * The refusals of an order's delivery and payment choices that the store's settings alone decide, as the order
 * will give them: a form refused for its contact fields tells these at the same time, so a shopper without
 * JavaScript (each refusal is a new page) answers them all in one go.
 */
export function deliveryAndPaymentErrors(
  store: Pick<StoreCheckoutRow, 'delivery_settings' | 'payment_settings'>,
  choices: Pick<CheckoutChoices, 'delivery' | 'zoneId' | 'payment'>,
): FieldErrors {
  const errors: FieldErrors = {};
  const place = judgeDelivery(readDeliverySettings(store.delivery_settings), choices, true);
  if ('refused' in place) errors[place.refused] = [place.message];
  const pay = judgePayment(readPaymentSettings(store.payment_settings), choices, true);
  if ('refused' in pay) errors.payment = [pay.message];
  return errors;
}

export async function redeemPromo(trx: DB, storeId: string, promo: JudgedPromo, orderId: string, discount: number) {
  const taken = await trx
    .updateTable('promo_codes')
    .set((eb) => ({ uses: eb('uses', '+', 1), updated_at: nowIso() }))
    .where('id', '=', promo.id)
    .where('store_id', '=', storeId)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) {
    throw new ApiError(422, FORM_INVALID, { promoCode: [PROMO_EXHAUSTED] });
  }
  await trx
    .insertInto('promo_code_uses')
    .values({
      id: newId(),
      store_id: storeId,
      promo_code_id: promo.id,
      order_id: orderId,
      discount,
      created_at: nowIso(),
    })
    .execute();
}

/** How to pay an order: the merchant's number for the chosen service, the amount, the code as reference. */
export function paymentInstructions(
  store: Pick<StoreCheckoutRow, 'payment_settings' | 'currency'>,
  method: PaymentMethod | null,
  amount: number,
  code: string,
): PaymentInstructions | null {
  if (!method) return null;
  const account = isMobileMoney(method)
    ? readPaymentSettings(store.payment_settings)?.mobileMoney.find((m) => m.method === method)
    : undefined;
  const p = {
    method,
    label: PAYMENT_METHOD_LABELS[method],
    number: account?.number ?? null,
    amount,
    currency: store.currency,
    reference: code,
    instruction: account?.instruction ?? null,
  };
  return { ...p, text: paymentInstructionText(p, formatAmount(amount, store.currency)) };
}
