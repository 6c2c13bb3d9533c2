/**
 * Checkout: the JSON the API answers about delivery, payment, promo codes, a quote, a placed order and a
 * followed order. Schemas of the bodies and the French messages: shared/schemas/checkout.ts.
 *
 * Paths (all amounts are computed by the server; the client never sends one, and one it sends is ignored):
 * - Merchant (signed in, own store):
 *   - GET  /api/checkout-settings                  → CheckoutSettingsJson
 *   - PUT  /api/checkout-settings                  body CheckoutSettingsUpdateInput (delivery, payment, timeZone:
 *                                                   each optional) → { message, data: CheckoutSettingsJson }
 *   - GET  /api/promo-codes                        → { data: PromoCodeJson[] } (with uses)
 *   - POST /api/promo-codes                        body PromoCodeInput → 201 { message, data: PromoCodeJson }
 *   - PUT  /api/promo-codes/{id}                   body PromoCodeInput or { active } → { message, data }
 *   - GET  /api/promo-codes/{id}/uses              → { data: PromoCodeUseJson[] }
 *   - POST /api/orders/{id}/paid                   → { message, data: OrderJson } (the merchant marks it paid)
 * - Shopper (public, per store slug, rate-limited):
 *   - POST /api/shop/{slug}/quote                  body ShopperQuoteInput (a cart `lines: [{ productId,
 *                                                   subProductId?, size?, color?, quantity }]`, or one product,
 *                                                   variant and quantity at the top; delivery, zoneId, payment,
 *                                                   promoCode) → { data: CheckoutQuote }
 *   - POST /api/shop/{slug}/orders                 body ShopperOrderInput (a cart or one product, as the quote)
 *                                                   → 201 { message, data: PlacedOrder }
 *                                                   (a plain form post without JavaScript: 303 to the page below)
 *   - GET  /api/shop/{slug}/orders/{code}/confirmation   HTML page (no JavaScript): code, summary, how to pay
 *   - GET  /api/shop/{slug}/orders/{code}?phone=   → { data: FollowedOrder }
 *   - POST /api/shop/{slug}/suivi                  body { code, phone } → { data: FollowedOrder } (or HTML page)
 *   - POST /api/shop/{slug}/orders/{code}/payment  body { phone, transactionId } → { message, data: FollowedOrder }
 *                                                   (or HTML page; once per order: 409 the second time)
 * - The storefront snapshot (shared/storefront-snapshot.ts): `store.timeZone`, `store.country`, `store.whatsapp`
 *   and `checkout` (delivery options, zones with fees, free threshold, accepted payment methods, whether codes exist).
 */

import type { DeliveryOption, MobileMoneyMethod, PaymentMethod, PromoKind, PromoState } from './schemas/checkout';
import { DELIVERY_OPTION_LABELS, PAYMENT_METHOD_LABELS } from './schemas/checkout';
import type { OrderHistoryEntry } from './schemas/order-record';
import type { OrderStatusName } from './schemas/order';

export type { DeliveryOption, MobileMoneyMethod, PaymentMethod, PromoKind, PromoState };

// ——— Settings ———

export interface DeliveryZone {
  id: string;
  name: string;
  /** In the store's currency. */
  fee: number;
  /** A closed zone shows greyed; an order to it is refused. */
  closed: boolean;
}

export interface DeliverySettings {
  pickup: { enabled: boolean; address: string | null };
  delivery: { enabled: boolean; zones: DeliveryZone[] };
  /** The merchandise amount (after the promo discount) from which delivery is free; null: never free. */
  freeDeliveryFrom: number | null;
}

export interface MobileMoneyAccount {
  method: MobileMoneyMethod;
  /** The merchant's number for this service (E.164). */
  number: string;
  /** A short instruction shown with the number (« Envoyez au nom de Awa Traoré »). */
  instruction: string | null;
}

export interface PaymentSettings {
  cashOnDelivery: boolean;
  mobileMoney: MobileMoneyAccount[];
}

/** GET /api/checkout-settings. `delivery`/`payment` null: never set (orders then carry no choice, as before). */
export interface CheckoutSettingsJson {
  delivery: DeliverySettings | null;
  payment: PaymentSettings | null;
  /** The store's time zone: the merchant's choice, else the default of its country. */
  timeZone: string;
  /** Whether `timeZone` is the merchant's own choice (false: the default of `country`). */
  timeZoneChosen: boolean;
  /** ISO country read from the store's phone (« GN »): default time zone and how shoppers' numbers are read. */
  country: string;
  currency: string;
}

// ——— Promo codes ———

export interface PromoCodeJson {
  id: string;
  code: string;
  kind: PromoKind;
  /** Percentage (1–100) or amount in the store's currency. */
  value: number;
  /** Inclusive days (YYYY-MM-DD) in the store's time zone; null: open. */
  startsOn: string | null;
  endsOn: string | null;
  maxUses: number | null;
  uses: number;
  minOrderAmount: number | null;
  productIds: string[];
  categoryId: string | null;
  /** The merchant's switch. */
  active: boolean;
  state: PromoState;
  stateLabel: string;
  created_at: string;
  updated_at: string;
}

export interface PromoCodeUseJson {
  orderId: string;
  orderCode: string;
  customer: string;
  discount: number;
  at: string;
}

// ——— Quote and placed order ———

/** One line as the server priced it (the unit price comes from the product or variant, never from the client). */
export interface CheckoutLine {
  productId: string;
  subProductId: string | null;
  name: string;
  size: string | null;
  color: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface CheckoutDelivery {
  option: DeliveryOption;
  label: string;
  zoneId: string | null;
  zoneName: string | null;
  /** Pickup: its address; delivery: the address the shopper typed (or null). */
  address: string | null;
  /** The zone's fee, 0 for pickup or above the free threshold. */
  fee: number;
  /** True when the zone has a fee but the order reached the free-delivery threshold. */
  free: boolean;
}

/**
 * A cart line the order would refuse, told by the quote so the cart shows it (never drops it): its product or variant
 * is no longer on sale, or fewer are left than she wants (`left`: how many she can still order).
 */
export interface QuoteLineIssue {
  /** The line's place in the cart the quote was asked for. */
  index: number;
  productId: string;
  subProductId: string | null;
  message: string;
  kind: 'gone' | 'stock';
  /** Stock: how many are left (0: sold out). */
  left: number | null;
}

/** POST /api/shop/{slug}/quote: what the order would cost, computed as the order will be. */
export interface CheckoutQuote {
  currency: string;
  /** The lines that can be ordered (a cart line with an issue is not priced: see `issues`). */
  lines: (CheckoutLine & { index?: number })[];
  /** Cart lines the order would refuse (only for a body with `lines`). */
  issues?: QuoteLineIssue[];
  /** Sum of the lines. */
  subtotal: number;
  /** null: the store has no delivery settings, or the shopper has not chosen yet. */
  delivery: CheckoutDelivery | null;
  deliveryFee: number;
  /** The applied code; null when none was typed or it was refused (see promoCodeError). */
  promoCode: string | null;
  discount: number;
  total: number;
  /** Why the typed code gives no discount (the quote still answers the other amounts); the order is refused with it. */
  promoCodeError: string | null;
  /** Free delivery from this merchandise amount, when the store has a threshold (to show « plus que … »). */
  freeDeliveryFrom: number | null;
}

/** How to pay after ordering. */
export interface PaymentInstructions {
  method: PaymentMethod;
  label: string;
  /** Mobile money: the merchant's number for this service (E.164); null for cash on delivery. */
  number: string | null;
  amount: number;
  currency: string;
  /** The order code, to write as the transfer's reference. */
  reference: string;
  /** The merchant's short instruction, or null. */
  instruction: string | null;
  /** The whole instruction in one French sentence (see paymentInstructionText). */
  text: string;
}

/** The merchant's WhatsApp, prefilled with the order code. */
export interface MerchantWhatsapp {
  /** E.164 */
  phone: string;
  /** https://wa.me/<digits>?text=… */
  url: string;
}

/** The amounts and choices an order carries (placed and followed orders, the merchant's order). */
export interface OrderCheckoutSummary {
  lines: CheckoutLine[];
  subtotal: number;
  delivery: CheckoutDelivery | null;
  deliveryFee: number;
  promoCode: string | null;
  discount: number;
  total: number;
  paymentMethod: PaymentMethod | null;
  paymentLabel: string | null;
}

/** POST /api/shop/{slug}/orders → 201 { message, data: PlacedOrder }. */
export interface PlacedOrder extends OrderCheckoutSummary {
  id: string;
  code: string;
  currency: string;
  storeName: string;
  /** null when the order carries no payment method (store without payment settings). */
  payment: PaymentInstructions | null;
  /** « Ce qui se passe ensuite »: short French sentences, in order. */
  nextSteps: string[];
  whatsapp: MerchantWhatsapp | null;
  /** The storefront's follow page for this order (storefrontPaths.follow(slug, code)). */
  followPath: string;
  /** « Payer maintenant » is offered: the store connected a payment provider and the order can be paid online. */
  canPayOnline?: boolean;
}

/** GET /api/shop/{slug}/orders/{code}?phone=, POST /api/shop/{slug}/suivi: what the shopper may read of her order. */
export interface FollowedOrder extends OrderCheckoutSummary {
  code: string;
  status: OrderStatusName;
  statusLabel: string;
  firstname: string;
  currency: string;
  storeName: string;
  /** The store's time zone; every `…Local` text below is in it (« 26/11/2026 10:42 »). */
  timeZone: string;
  createdAt: string;
  createdAtLocal: string;
  history: (Pick<OrderHistoryEntry, 'status' | 'at' | 'message'> & { statusLabel: string; atLocal: string })[];
  /** How to pay while the order is unpaid and paid by mobile money (else null). */
  payment: PaymentInstructions | null;
  /** Whether the shopper may still declare a transaction (mobile money, none declared, not canceled). */
  canDeclareTransaction: boolean;
  transactionId: string | null;
  transactionDeclaredAt: string | null;
  transactionDeclaredAtLocal: string | null;
  paid: boolean;
  paidAt: string | null;
  paidAtLocal: string | null;
  /** Marked paid by a payment provider's verified notification (« payée automatiquement »), else by the merchant. */
  paidAutomatically?: boolean;
  /** « Payer maintenant » is offered (decision 026); a session opened for it still waits for her payment. */
  canPayOnline?: boolean;
  paymentWaiting?: boolean;
  /** The next step in one French sentence (pay, wait for the call, come and pick up…). */
  nextStep: string;
  whatsapp: MerchantWhatsapp | null;
}

// ——— Helpers shared by the API, the PWA and the storefront ———

export const deliveryLabel = (option: DeliveryOption, zoneName: string | null): string =>
  option === 'delivery' && zoneName
    ? `${DELIVERY_OPTION_LABELS.delivery} — ${zoneName}`
    : DELIVERY_OPTION_LABELS[option];

export const paymentLabel = (method: PaymentMethod): string => PAYMENT_METHOD_LABELS[method];

/** « 12 500 F CFA » style amounts are formatted by each side; this sentence takes the formatted amount. */
export function paymentInstructionText(
  p: Pick<PaymentInstructions, 'method' | 'number' | 'reference' | 'instruction'>,
  formattedAmount: string,
): string {
  if (p.method === 'cod') return `Vous payez ${formattedAmount} en espèces à la réception de votre commande.`;
  const base = `Envoyez ${formattedAmount} par ${PAYMENT_METHOD_LABELS[p.method]} au ${p.number ?? ''}, avec la référence ${p.reference}.`;
  return p.instruction ? `${base} ${p.instruction}` : base;
}

/** The prefilled WhatsApp message a shopper sends the merchant about her order. */
export const shopperWhatsappText = (code: string, storeName: string) =>
  `Bonjour ${storeName}, je vous écris au sujet de ma commande ${code}.`;

/**
 * One value per key, computed once: Intl's constructors cost 0.05–0.5 ms each, and a shopper order called them a dozen
 * times (the order hot path). Keys are countries, currencies and time zones: a few dozen at most.
 */
function memo<T>(compute: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    if (!known.has(key)) known.set(key, compute(key));
    return known.get(key)!;
  };
}

/** The default time zone of an ISO country (« GN » → « Africa/Conakry »), UTC when unknown. */
export function defaultTimeZone(country: string | null | undefined): string {
  if (!country) return 'UTC';
  return countryTimeZone(country.toUpperCase());
}

const countryTimeZone = memo((country: string): string => {
  try {
    const locale = new Intl.Locale(`und-${country}`) as Intl.Locale & {
      timeZones?: string[];
      getTimeZones?: () => string[];
    };
    const zones = locale.getTimeZones?.() ?? locale.timeZones;
    return zones?.[0] ?? 'UTC';
  } catch {
    return 'UTC';
  }
});

/** An ISO instant as the store's clock reads it: « 26/11/2026 10:42 ». */
export function localTime(iso: string, timeZone: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return localTimeFormat(timeZone).format(d);
}

const localTimeFormat = memo(
  (timeZone: string) =>
    new Intl.DateTimeFormat('fr-FR', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** Today's day (YYYY-MM-DD) on the store's clock (promo code dates are days of the store). */
export function localDay(now: Date, timeZone: string): string {
  return localDayFormat(timeZone).format(now);
}

const localDayFormat = memo(
  (timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
);

/** An amount in the store's currency, as French readers write it (« 12 500 F CFA »). */
export function formatAmount(n: number, currency: string): string {
  const format = currencyFormat(currency);
  return format ? format.format(n) : `${plainNumber.format(n)} ${currency}`;
}

/** The currency's format, or null for a code Intl does not know (then « 12 500 XYZ »). */
const currencyFormat = memo((currency: string) => {
  try {
    return new Intl.NumberFormat('fr-FR', { style: 'currency', currency });
  } catch {
    return null;
  }
});
const plainNumber = new Intl.NumberFormat('fr-FR');

/** Rounds an amount to the currency's smallest unit (no cents for F CFA, cents for euros). */
export function roundAmount(n: number, currency: string): number {
  const f = 10 ** fractionDigits(currency);
  return Math.round(n * f) / f;
}

const fractionDigits = memo(
  (currency: string): number => currencyFormat(currency)?.resolvedOptions().maximumFractionDigits ?? 2,
);

/** What an order's next steps depend on. */
export interface NextStepOrder {
  code: string;
  status: OrderStatusName;
  deliveryOption?: DeliveryOption | null;
  paymentMethod?: PaymentMethod | null;
  transactionId?: string | null;
  paidAt?: string | null;
}

/** « Ce qui se passe ensuite » after ordering, in the order the shopper lives it. */
export function orderNextSteps(storeName: string, order: NextStepOrder): string[] {
  const steps: string[] = [];
  const method = order.paymentMethod;
  if (method && method !== 'cod')
    steps.push(
      `Payez par ${PAYMENT_METHOD_LABELS[method]} avec la référence ${order.code}, puis indiquez la référence de votre transaction sur la page de suivi.`,
    );
  steps.push(`${storeName} vous appelle ou vous écrit pour confirmer votre commande.`);
  if (order.deliveryOption === 'pickup') steps.push('Vous venez la retirer en boutique quand elle est prête.');
  else if (order.deliveryOption === 'delivery') steps.push('Votre commande vous est livrée dans votre zone.');
  if (method === 'cod') steps.push('Vous payez à la réception.');
  steps.push(`Suivez-la à tout moment avec le numéro ${order.code} et votre téléphone.`);
  return steps;
}

/** The follow page's next step in one sentence. */
export function followNextStep(storeName: string, order: NextStepOrder, canDeclareTransaction: boolean): string {
  if (order.status === 'canceled') return `Cette commande est annulée. Écrivez à ${storeName} pour toute question.`;
  if (order.status === 'delivered') return 'Commande livrée. Merci pour votre achat !';
  if (canDeclareTransaction && order.paymentMethod)
    return `Payez par ${PAYMENT_METHOD_LABELS[order.paymentMethod]} puis indiquez ci-dessous la référence de votre transaction.`;
  if (order.transactionId && !order.paidAt) return `${storeName} vérifie votre paiement.`;
  if (order.status === 'pending') return `${storeName} va vous contacter pour confirmer votre commande.`;
  if (order.status === 'shipped')
    return order.deliveryOption === 'pickup' ? 'Votre commande est prête.' : 'Votre commande est en route.';
  return `${storeName} prépare votre commande.`;
}
