import { ORDER_STATUS_LABELS } from '#shared/schemas/order';
import { lineTotal, type OrderRecord } from '#shared/schemas/order-record';
import { PAYMENT_METHOD_LABELS, isMobileMoney } from '#shared/schemas/checkout';
import {
  deliveryLabel,
  followNextStep,
  localTime,
  orderNextSteps,
  shopperWhatsappText,
  type CheckoutDelivery,
  type FollowedOrder,
  type MerchantWhatsapp,
  type OrderCheckoutSummary,
  type PlacedOrder,
} from '#shared/checkout';
import { storefrontPaths } from '#shared/paths';
import {
  merchantWhatsappPhone,
  readDeliverySettings,
  storeTimeZone,
  type StoreCheckoutRow,
} from '../checkout/store-checkout';
import { paymentInstructions } from './checkout-amounts';

/** The store as the shopper's answers need it. */
export type CheckoutStore = StoreCheckoutRow & { id: string; name: string; slug: string };

export function merchantWhatsapp(store: CheckoutStore, code: string): MerchantWhatsapp | null {
  const phone = merchantWhatsappPhone(store);
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!phone || digits.length < 8) return null;
  return { phone, url: `https://wa.me/${digits}?text=${encodeURIComponent(shopperWhatsappText(code, store.name))}` };
}

/** An order's amounts and choices, as the record keeps them. */
export function orderCheckoutSummary(store: CheckoutStore, order: OrderRecord): OrderCheckoutSummary {
  const lines = order.lines.map((l) => ({
    productId: l.productId ?? '',
    subProductId: l.subProductId,
    name: l.name,
    size: l.size,
    color: l.color,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    lineTotal: lineTotal(l),
  }));
  const fee = order.deliveryFee ?? 0;
  let delivery: CheckoutDelivery | null = null;
  if (order.deliveryOption) {
    const settings = readDeliverySettings(store.delivery_settings);
    const zone = settings?.delivery.zones.find((z) => z.id === order.deliveryZoneId);
    delivery = {
      option: order.deliveryOption,
      label: deliveryLabel(order.deliveryOption, order.deliveryZone ?? null),
      zoneId: order.deliveryZoneId ?? null,
      zoneName: order.deliveryZone ?? null,
      address: order.deliveryOption === 'pickup' ? (settings?.pickup.address ?? null) : order.address,
      fee,
      free: order.deliveryOption === 'delivery' && fee === 0 && (zone?.fee ?? 0) > 0,
    };
  }
  return {
    lines,
    subtotal: Math.round(lines.reduce((s, l) => s + l.lineTotal, 0) * 100) / 100,
    delivery,
    deliveryFee: fee,
    promoCode: order.promoCode ?? null,
    discount: order.discount ?? 0,
    total: order.total,
    paymentMethod: order.paymentMethod ?? null,
    paymentLabel: order.paymentMethod ? PAYMENT_METHOD_LABELS[order.paymentMethod] : null,
  };
}

export function placedOrderJson(store: CheckoutStore, id: string, order: OrderRecord): PlacedOrder {
  return {
    id,
    code: order.code,
    currency: store.currency,
    storeName: store.name,
    ...orderCheckoutSummary(store, order),
    payment: paymentInstructions(store, order.paymentMethod ?? null, order.total, order.code),
    nextSteps: orderNextSteps(store.name, order),
    whatsapp: merchantWhatsapp(store, order.code),
    followPath: storefrontPaths.follow(store.slug, order.code),
  };
}

export function followedOrderJson(store: CheckoutStore, order: OrderRecord): FollowedOrder {
  const timeZone = storeTimeZone(store);
  const local = (iso: string | null | undefined) => (iso ? localTime(iso, timeZone) : null);
  const mobile = isMobileMoney(order.paymentMethod);
  const canDeclareTransaction = mobile && !order.transactionId && !order.paidAt && order.status !== 'canceled';
  return {
    code: order.code,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    firstname: order.firstname,
    currency: store.currency,
    storeName: store.name,
    ...orderCheckoutSummary(store, order),
    timeZone,
    createdAt: order.createdAt,
    createdAtLocal: local(order.createdAt) ?? '',
    history: order.history.map((h) => ({
      status: h.status,
      statusLabel: ORDER_STATUS_LABELS[h.status],
      at: h.at,
      atLocal: local(h.at) ?? '',
      message: h.message,
    })),
    payment:
      mobile && !order.paidAt && order.status !== 'canceled'
        ? paymentInstructions(store, order.paymentMethod ?? null, order.total, order.code)
        : null,
    canDeclareTransaction,
    transactionId: order.transactionId ?? null,
    transactionDeclaredAt: order.transactionDeclaredAt ?? null,
    transactionDeclaredAtLocal: local(order.transactionDeclaredAt),
    paid: Boolean(order.paidAt),
    paidAt: order.paidAt ?? null,
    paidAtLocal: local(order.paidAt),
    paidAutomatically: Boolean(order.paidAt && order.paidVia),
    nextStep: followNextStep(store.name, order, canDeclareTransaction),
    whatsapp: merchantWhatsapp(store, order.code),
  };
}
