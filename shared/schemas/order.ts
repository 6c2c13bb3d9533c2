import * as v from 'valibot';
import { EMAIL_INVALID, EMPTY, PHONE_INVALID, tooLongAtMost } from '../messages';
import { hasValidPhoneLength } from '../phone-digits';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '../constants';
import { CHECKOUT_FIELD_LABELS, checkoutOrderEntries } from './checkout';

// A shopper's order form (storefront) and the merchant's order update, with the order state machine.

// Order statuses and their French labels live once, in shared/constants.ts (decision 010); re-exported here for the
// order forms.
export { ORDER_STATUSES, ORDER_STATUS_LABELS };
export type OrderStatusName = OrderStatus;

/**
 * Allowed moves (the specification leaves them open; this is the product's rule):
 * pending → confirmed → shipped → delivered, and canceled from pending or confirmed. Delivered and canceled are final.
 */
export const ORDER_TRANSITIONS: Record<OrderStatusName, readonly OrderStatusName[]> = {
  pending: ['confirmed', 'canceled'],
  confirmed: ['shipped', 'canceled'],
  shipped: ['delivered'],
  delivered: [],
  canceled: [],
};

export const canMoveOrder = (from: OrderStatusName, to: OrderStatusName): boolean =>
  ORDER_TRANSITIONS[from].includes(to);

/** Messages the specification does not give; written in the same style. */
export const QUANTITY_INVALID = 'Quantité invalide : un nombre entier de 1 à 1000';
export const STATUS_INVALID = 'Statut invalide';
export const TEXT_TOO_LONG = 'Texte trop long';
export const VALUE_INVALID = 'Valeur invalide';
export const FORM_INVALID = 'Formulaire invalide';
export const STOCK_SHORT = 'Stock insuffisant';

// The API's answers about orders (the shopper's form, the storefront's no-JavaScript pages, the merchant's screens)
export const ORDER_SENT = 'Votre commande a bien été envoyée. La boutique vous contactera bientôt.';
export const SHOP_MESSAGE_SENT = 'Votre message a bien été envoyé.';
export const ORDER_UPDATED = 'Commande mise à jour.';
export const ORDER_NOT_FOUND = 'Commande introuvable.';
/** A suspended store's storefront and order form. */
export const STORE_UNAVAILABLE = 'Boutique indisponible';
/** Who the history names for an order the shopper placed herself. */
export const SHOPPER_AUTHOR = 'Client (boutique en ligne)';
export const newOrderNotice = (product: string, quantity: number, firstname: string, lastname: string) =>
  `Nouvelle commande : ${product} × ${quantity} (${firstname} ${lastname})`;
/** A cart's new order: its lines in one text (« Pagne wax × 2, Boubou × 1 »). */
export const newCartOrderNotice = (lines: string, firstname: string, lastname: string) =>
  `Nouvelle commande : ${lines} (${firstname} ${lastname})`;
/** Titles of the no-JavaScript order pages. */
export const ORDER_SENT_TITLE = 'Commande envoyée';
export const ORDER_REFUSED_TITLE = 'Commande refusée';
export const ORDER_NOT_SENT_TITLE = 'Commande non envoyée';
export const ORDER_NOT_FOUND_TITLE = 'Commande introuvable';
/** The shopper forms' labels, naming the field of each error on a refusal page. */
export const ORDER_FIELD_LABELS: Record<string, string> = {
  productId: 'Produit',
  subProductId: 'Variante',
  size: 'Taille',
  color: 'Couleur',
  firstname: 'Prénom',
  lastname: 'Nom',
  phone: 'Téléphone',
  email: 'E-mail',
  city: 'Ville',
  quantity: 'Quantité',
  code: 'Numéro de commande',
  ...CHECKOUT_FIELD_LABELS,
};
/** The order form's own check, before sending: the stock of the shopper's choice. */
export const stockShortLeft = (left: number) =>
  left > 0 ? `${STOCK_SHORT} : il en reste ${left}.` : `${STOCK_SHORT} : cette variante est épuisée.`;
export const SIZE_UNKNOWN = 'Taille non proposée pour ce produit';
/** An article of a product sold in variants, sizes or colours, added to an order by hand without its choice. */
export const VARIANT_REQUIRED = 'Choisissez la variante.';
export const SIZE_REQUIRED = 'Choisissez la taille.';
export const COLOR_REQUIRED = 'Choisissez la couleur.';
export const COLOR_UNKNOWN = 'Couleur non proposée pour ce produit';
export const variantSizeOnly = (size: string) => `Cette variante existe seulement en taille ${size}`;
export const variantColorOnly = (color: string) => `Cette variante existe seulement en couleur ${color}`;
export const transitionRefused = (from: OrderStatusName, to: OrderStatusName) =>
  `Impossible de passer une commande « ${ORDER_STATUS_LABELS[from]} » à « ${ORDER_STATUS_LABELS[to]} ».`;

export const ORDER_QUANTITY_MAX = 1000;

/** Present and non-blank; a missing field gets the same 'Le champ est vide' as an empty one. */
const required = (max: number) =>
  v.optional(v.pipe(v.string(EMPTY), v.trim(), v.nonEmpty(EMPTY), v.maxLength(max, tooLongAtMost(max))), '');

const isEmail = (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);

/** The order form's quantity: typed text or a JSON number, a whole number from 1 to 1000. */
const quantity = v.pipe(
  v.optional(v.union([v.string(QUANTITY_INVALID), v.number(QUANTITY_INVALID)], QUANTITY_INVALID), ''),
  v.transform((q) => String(q).trim()),
  v.nonEmpty(EMPTY),
  v.check((q) => q === '' || /^\d{1,4}$/.test(q), QUANTITY_INVALID),
  v.transform(Number),
  v.minValue(1, QUANTITY_INVALID),
  v.maxValue(ORDER_QUANTITY_MAX, QUANTITY_INVALID),
);

const optionalChoice = v.pipe(
  v.optional(v.nullable(v.string(VALUE_INVALID)), null),
  v.transform((s) => (s == null || s.trim() === '' ? null : s.trim())),
  v.check((s) => s === null || s.length <= 40, TEXT_TOO_LONG),
);

/** At most this many lines in one cart order. */
export const CART_LINES_MAX = 50;
export const CART_TOO_LONG = `Au plus ${CART_LINES_MAX} articles différents par commande.`;
/** A cart line whose product (or variant) is no longer on sale. */
export const LINE_GONE = 'Cet article n’est plus en vente.';
/** A cart order refused for one line's stock: the line is named. */
export const stockShortFor = (name: string) => `${STOCK_SHORT} pour « ${name} ».`;

const subProductIdField = v.pipe(
  v.optional(v.nullable(v.string(VALUE_INVALID)), null),
  v.transform((s) => (s == null || s.trim() === '' ? null : s.trim())),
);

/** One line of a cart: a product (or one of its variants), the size and colour chosen, the quantity. */
export const cartLineSchema = v.object(
  {
    productId: required(64),
    subProductId: subProductIdField,
    size: optionalChoice,
    color: optionalChoice,
    quantity,
  },
  FORM_INVALID,
);
export type CartLineInput = v.InferOutput<typeof cartLineSchema>;

const cartLines = v.pipe(
  v.optional(v.array(cartLineSchema, VALUE_INVALID), []),
  v.maxLength(CART_LINES_MAX, CART_TOO_LONG),
);

/** The one-product body's quantity: required only when no `lines` are sent (then null). */
const topQuantity = v.pipe(
  v.optional(v.union([v.string(QUANTITY_INVALID), v.number(QUANTITY_INVALID)], QUANTITY_INVALID), ''),
  v.transform((q) => String(q).trim()),
  v.check((q) => q === '' || /^\d{1,4}$/.test(q), QUANTITY_INVALID),
  v.transform((q) => (q === '' ? null : Number(q))),
  v.check((n) => n === null || (n >= 1 && n <= ORDER_QUANTITY_MAX), QUANTITY_INVALID),
);

/**
 * What an order or a quote names: a cart (`lines`, from the storefront's cart) or one product at the top (the
 * product page's form, with or without JavaScript) — read as a cart of one line by `orderLinesOf`.
 */
const orderedEntries = {
  lines: cartLines,
  productId: v.optional(v.pipe(v.string(EMPTY), v.trim(), v.maxLength(64, tooLongAtMost(64))), ''),
  subProductId: subProductIdField,
  quantity: topQuantity,
  /** One of the product's sizes and colours, when it offers some (checked against the product on the server). */
  size: optionalChoice,
  color: optionalChoice,
};

/** Without `lines`, the one product and its quantity are required (« Le champ est vide », as before carts). */
const productRequired = (i: { lines: unknown[]; productId: string }) => i.lines.length > 0 || i.productId !== '';
const quantityRequired = (i: { lines: unknown[]; quantity: number | null }) =>
  i.lines.length > 0 || i.quantity !== null;

/** What the storefront's order form and cart send (POST /api/shop/{slug}/orders). */
export const shopperOrderSchema = v.pipe(
  v.object(
    {
      ...orderedEntries,
      firstname: required(100),
      lastname: required(100),
      phone: v.pipe(
        required(32),
        v.check((s) => s === '' || hasValidPhoneLength(s), PHONE_INVALID),
      ),
      email: v.pipe(
        required(200),
        v.check((s) => s === '' || isEmail(s), EMAIL_INVALID),
      ),
      city: required(100),
      /** Delivery, zone, address, payment method and promo code; never an amount. */
      ...checkoutOrderEntries,
    },
    FORM_INVALID,
  ),
  v.forward(v.partialCheck([['lines'], ['productId']], productRequired, EMPTY), ['productId']),
  v.forward(v.partialCheck([['lines'], ['quantity']], quantityRequired, EMPTY), ['quantity']),
);
export type ShopperOrderInput = v.InferOutput<typeof shopperOrderSchema>;

/** The order form's and the cart's preview (POST /api/shop/{slug}/quote): the order's choices without who orders. */
export const shopperQuoteSchema = v.pipe(
  v.object({ ...orderedEntries, ...checkoutOrderEntries }, FORM_INVALID),
  v.forward(v.partialCheck([['lines'], ['productId']], productRequired, EMPTY), ['productId']),
  v.forward(v.partialCheck([['lines'], ['quantity']], quantityRequired, EMPTY), ['quantity']),
);
export type ShopperQuoteInput = v.InferOutput<typeof shopperQuoteSchema>;

/** The lines an order or quote names: its cart, or its one product as a cart of one line. */
export function orderLinesOf(input: Pick<ShopperQuoteInput, keyof typeof orderedEntries>): CartLineInput[] {
  if (input.lines.length > 0) return input.lines;
  return [
    {
      productId: input.productId,
      subProductId: input.subProductId,
      size: input.size,
      color: input.color,
      quantity: input.quantity ?? 1,
    },
  ];
}

/** The merchant's order update (PUT /api/orders/{id}): new status and a message to the customer. */
export const orderUpdateSchema = v.object(
  {
    status: v.optional(v.picklist(ORDER_STATUSES, STATUS_INVALID), '' as never),
    message: v.pipe(
      v.optional(v.nullable(v.string(VALUE_INVALID)), null),
      v.transform((s) => (s == null || s.trim() === '' ? null : s.trim())),
      v.check((s) => s === null || s.length <= 1000, TEXT_TOO_LONG),
    ),
  },
  FORM_INVALID,
);
export type OrderUpdateInput = v.InferOutput<typeof orderUpdateSchema>;
