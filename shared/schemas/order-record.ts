import * as v from 'valibot';
import { EMAIL_INVALID, EMPTY, PHONE_INVALID } from '../messages';
import { hasValidPhoneLength } from '../phone-digits';
import {
  ORDER_QUANTITY_MAX,
  ORDER_STATUSES,
  QUANTITY_INVALID,
  STATUS_INVALID,
  TEXT_TOO_LONG,
  VALUE_INVALID,
  ORDER_STATUS_LABELS,
  type OrderStatusName,
} from './order';
import { atelierOrderEntries, type Garment, type Payment } from './atelier-order';
import { DELIVERY_OPTIONS, FEE_INVALID, PAYMENT_METHODS, type DeliveryOption, type PaymentMethod } from './checkout';
import {
  EMPTY_ORDER,
  linesSummary,
  type PaymentState,
  orderGrandTotal,
  ORDER_CODE_ALPHABET,
  ORDER_CODE_LENGTH,
} from '../order-basics';

/**
 * An order as the API answers it and as the device keeps it (the synced record of table `orders`): who ordered,
 * the lines with the price at the time of the order, the status and its history. The server computes `total` and
 * writes `history`; a device may set the other fields (a walk-in order made offline, a status change).
 */

/** One line: a product or one of its variants, in a size and colour, at the unit price of the order's day. */
export interface OrderLine {
  productId: string | null;
  subProductId: string | null;
  /** product (and variant) name at order time, kept if the product changes or goes */
  name: string;
  size: string | null;
  color: string | null;
  quantity: number;
  unitPrice: number;
}

/** A status the order took: who moved it, when, and the message sent to the customer. */
export interface OrderHistoryEntry {
  status: OrderStatusName;
  at: string;
  by: string;
  message: string | null;
}

export const ORDER_LINES_MAX = 50;
export const ORDER_LINES_EMPTY = 'Ajoutez au moins un produit à la commande.';
export const PRICE_INVALID = 'Prix invalide : un nombre positif';
export const CODE_INVALID = 'Numéro de commande invalide';
export const FOLLOW_NOT_FOUND = 'Aucune commande avec ce numéro et ce téléphone.';
export const DATE_INVALID = 'Date invalide (AAAA-MM-JJ)';

const text = (max: number) =>
  v.pipe(
    v.nullish(v.string(VALUE_INVALID)),
    v.transform((s): string => (s == null ? '' : s.trim())),
    v.maxLength(max, TEXT_TOO_LONG),
    v.transform((s): string | null => (s === '' ? null : s)),
  );
const required = (max: number) => v.pipe(v.string(EMPTY), v.trim(), v.nonEmpty(EMPTY), v.maxLength(max, TEXT_TOO_LONG));
const isEmail = (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);

export const orderLineSchema = v.object({
  productId: text(64),
  subProductId: text(64),
  name: required(200),
  size: text(40),
  color: text(40),
  quantity: v.pipe(
    v.number(QUANTITY_INVALID),
    v.integer(QUANTITY_INVALID),
    v.minValue(1, QUANTITY_INVALID),
    v.maxValue(ORDER_QUANTITY_MAX, QUANTITY_INVALID),
  ),
  unitPrice: v.pipe(v.number(PRICE_INVALID), v.finite(PRICE_INVALID), v.minValue(0, PRICE_INVALID)),
});

export {
  lineTotal,
  orderTotal,
  orderGrandTotal,
  linesSummary,
  ORDER_CODE_LENGTH,
  ORDER_CODE_ALPHABET,
  newOrderCode,
  EMPTY_ORDER,
  whatsappLink,
} from '../order-basics';

const historyEntrySchema = v.object({
  status: v.picklist(ORDER_STATUSES, STATUS_INVALID),
  at: v.string(),
  by: v.string(),
  message: v.nullable(v.string()),
});

/** Every field of an order record a device may send (the sync field list). */
export const ORDER_FIELDS = [
  'code',
  'status',
  'customerId',
  'firstname',
  'lastname',
  'phone',
  'email',
  'city',
  'address',
  'lines',
  'message',
  // made-to-measure orders (shared/schemas/atelier-order.ts)
  'dueDate',
  'garments',
  'payments',
  // checkout: a walk-in order taken on the tablet may carry a delivery fee and a payment method
  'deliveryOption',
  'deliveryZone',
  'deliveryFee',
  'paymentMethod',
] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

/** French reasons the server's order rules give (kept on the device's review screen). */
export const ORDER_NO_DELETE = 'Une commande ne se supprime pas : annulez-la.';
export const ORDER_STARTS_PENDING = 'Une nouvelle commande commence « En Cours ».';
export const ORDER_LOCKED = 'Les articles, le client et le numéro d’une commande envoyée ne changent plus.';
export const ORDER_CODE_TAKEN = 'Ce numéro de commande est déjà utilisé.';
export const ORDER_PRODUCT_UNKNOWN = 'Produit introuvable dans votre boutique.';
export const ORDER_CUSTOMER_UNKNOWN = 'Client introuvable dans votre boutique.';
export const stockShortFor = (name: string) => `Stock insuffisant pour « ${name} ».`;

/**
 * The whole order record (validated on the server after merging a device's changes, and by the device's form).
 * `total` is always recomputed from the lines; `history` is written by the server.
 */
const orderRecordObject = v.object({
  code: v.pipe(
    v.string(CODE_INVALID),
    v.regex(new RegExp(`^[${ORDER_CODE_ALPHABET}]{${ORDER_CODE_LENGTH}}$`), CODE_INVALID),
  ),
  status: v.picklist(ORDER_STATUSES, STATUS_INVALID),
  customerId: text(64),
  firstname: required(100),
  lastname: v.pipe(
    v.nullish(v.string(VALUE_INVALID)),
    v.transform((s) => (s ?? '').trim()),
    v.maxLength(100, TEXT_TOO_LONG),
  ),
  phone: v.pipe(
    v.nullish(v.string(VALUE_INVALID)),
    v.transform((s) => (s ?? '').trim()),
    v.maxLength(32, TEXT_TOO_LONG),
    v.check((s) => s === '' || hasValidPhoneLength(s), PHONE_INVALID),
  ),
  email: v.pipe(
    v.nullish(v.string(VALUE_INVALID)),
    v.transform((s) => (s ?? '').trim().toLowerCase()),
    v.maxLength(200, TEXT_TOO_LONG),
    v.check((s) => s === '' || isEmail(s), EMAIL_INVALID),
  ),
  city: v.pipe(
    v.nullish(v.string(VALUE_INVALID)),
    v.transform((s) => (s ?? '').trim()),
    v.maxLength(100, TEXT_TOO_LONG),
  ),
  address: text(300),
  lines: v.pipe(
    v.array(orderLineSchema, ORDER_LINES_EMPTY),
    v.minLength(1, ORDER_LINES_EMPTY),
    v.maxLength(ORDER_LINES_MAX, `Au plus ${ORDER_LINES_MAX} lignes par commande.`),
  ),
  message: text(1000),
  ...atelierOrderEntries,
  // Checkout: kept through every merge; a device may set the option, zone, fee and method.
  deliveryOption: v.pipe(
    v.nullish(v.picklist(DELIVERY_OPTIONS, VALUE_INVALID)),
    v.transform((x) => x ?? null),
  ),
  deliveryZone: text(60),
  deliveryZoneId: text(64),
  deliveryFee: v.pipe(
    v.nullish(v.pipe(v.number(FEE_INVALID), v.finite(FEE_INVALID), v.minValue(0, FEE_INVALID))),
    v.transform((x) => x ?? 0),
  ),
  paymentMethod: v.pipe(
    v.nullish(v.picklist(PAYMENT_METHODS, VALUE_INVALID)),
    v.transform((x) => x ?? null),
  ),
  promoCode: text(40),
  discount: v.pipe(
    v.nullish(v.pipe(v.number(), v.minValue(0))),
    v.transform((x) => x ?? 0),
  ),
  transactionId: text(60),
  transactionDeclaredAt: text(40),
  transactionReusedFor: text(40),
  paidAt: text(40),
  paidVia: text(40),
  total: v.optional(v.number(), 0),
  history: v.optional(v.array(historyEntrySchema), []),
  createdAt: v.optional(v.string(), ''),
});
export const orderRecordSchema = v.pipe(
  orderRecordObject,
  v.transform((o) => ({ ...o, total: orderGrandTotal(o.lines, o.deliveryFee, o.discount) })),
);

export type OrderRecordInput = v.InferInput<typeof orderRecordSchema>;
/** The schema's output, spelled out (valibot marks keys whose pipe starts with nullish as optional). */
export interface OrderRecord {
  code: string;
  status: OrderStatusName;
  customerId: string | null;
  firstname: string;
  lastname: string;
  /** E.164 when known, '' otherwise */
  phone: string;
  email: string;
  city: string;
  address: string | null;
  lines: OrderLine[];
  message: string | null;
  total: number;
  history: OrderHistoryEntry[];
  createdAt: string;
  /** Made-to-measure orders: due day (YYYY-MM-DD), garments, payments; absent or empty otherwise. */
  dueDate?: string | null;
  garments?: Garment[];
  payments?: Payment[];
  /** Checkout: how it is delivered and paid. A device may set the option, zone name, fee and method of a
   * walk-in order; the promo code, discount, declared transaction come from the shopper's order (server only). */
  deliveryOption?: DeliveryOption | null;
  deliveryZone?: string | null;
  deliveryZoneId?: string | null;
  deliveryFee?: number;
  paymentMethod?: PaymentMethod | null;
  promoCode?: string | null;
  discount?: number;
  transactionId?: string | null;
  transactionDeclaredAt?: string | null;
  /** The code of this store's order that declared the same payment first (compared by shared/transaction-id.ts). */
  transactionReusedFor?: string | null;
  /** When it was marked paid (null: not paid): by the merchant, or by a provider's verified notification. */
  paidAt?: string | null;
  /** The payment provider whose verified notification marked it paid (server only); null: the merchant did. */
  paidVia?: string | null;
}
/** Validates a whole record; the output is the normalised record. */
export function parseOrderRecord(data: unknown) {
  return v.safeParse(orderRecordSchema, data) as
    | { success: true; output: OrderRecord; issues?: undefined }
    | { success: false; output?: undefined; issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]] };
}

/** What a create starts from before the device's fields are merged in. */

/** The news a customer gets when her order moves (mail, SMS, or the merchant's prefilled WhatsApp message). */
export function orderNewsText(
  order: Pick<OrderRecord, 'firstname' | 'code' | 'lines' | 'status' | 'message'>,
  storeName: string,
): string {
  const lines = [
    `Bonjour ${order.firstname},`,
    '',
    `Votre commande ${order.code} (${linesSummary(order.lines)}) chez ${storeName} est maintenant : ${ORDER_STATUS_LABELS[order.status]}.`,
  ];
  if (order.message) lines.push('', `Message de la boutique : ${order.message}`);
  return lines.join('\n');
}

export const orderNewsSubject = (order: Pick<OrderRecord, 'code' | 'status'>, storeName: string) =>
  `${storeName} — votre commande ${order.code} : ${ORDER_STATUS_LABELS[order.status]}`;

/** The shopper's follow form (storefront `/{slug}/suivi`): her order's code and the phone she ordered with. */
export const orderFollowSchema = v.object(
  {
    code: v.pipe(
      v.optional(v.string(CODE_INVALID), ''),
      v.transform((s) => s.trim().toUpperCase()),
      v.nonEmpty(EMPTY),
      v.maxLength(ORDER_CODE_LENGTH + 4, CODE_INVALID),
    ),
    // A number that cannot be a phone (« 12 ») is told as such, not as « Aucune commande… »: she mistyped it.
    phone: v.pipe(
      v.optional(v.string(PHONE_INVALID), ''),
      v.trim(),
      v.nonEmpty(EMPTY),
      v.maxLength(32, TEXT_TOO_LONG),
      v.check(hasValidPhoneLength, PHONE_INVALID),
    ),
  },
  VALUE_INVALID,
);
export type OrderFollowInput = v.InferOutput<typeof orderFollowSchema>;

/** One order as the API answers it (GET /api/orders, /api/orders/{id}, /api/products/{id}/orders): the record, its id,
 * French status label, version and the first line spelled out for readers of the single-product shape (decision 007). */
export interface OrderJson extends OrderRecord {
  id: string;
  statusLabel: string;
  /** money received and still owed, and where it stands (shared/order-money.ts, decision 024) */
  amountPaid: number;
  amountOwed: number;
  paymentState: PaymentState;
  productId: string | null;
  subProductId: string | null;
  productName: string;
  quantity: number;
  unitPrice: number;
  version: number;
  created_at: string;
  updated_at: string;
}

/** GET /api/orders: one page, with how many orders each status holds. */
export interface OrderPage {
  data: OrderJson[];
  meta: { page: number; perPage: number; total: number; counts: Record<OrderStatusName, number> };
}

/** order-basics.ts's empty order is a whole order record (checked here: that module imports no schema). */
export const EMPTY_ORDER_RECORD: OrderRecord = EMPTY_ORDER;
