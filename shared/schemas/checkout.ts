import * as v from 'valibot';
import { EMPTY, PHONE_INVALID } from '../messages';
import { hasValidPhoneLength } from '../phone-digits';
import { withoutThousandsSpaces } from '../typed-number';
import { AMOUNT_MAX } from '../constants';
import { isDay } from '../days';
import { transactionReusedWarning } from '../transaction-id';

/**
 * Checkout: the store's delivery and payment settings, its time zone, promo codes, and what the shopper's
 * order form adds to her order (never an amount: the server computes every amount). The JSON the API answers is in
 * shared/checkout.ts; the paths are listed at its top.
 */

// ——— Enumerations and their French labels ———

/** How the shopper gets her order. */
export const DELIVERY_OPTIONS = ['pickup', 'delivery'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];
export const DELIVERY_OPTION_LABELS: Record<DeliveryOption, string> = {
  pickup: 'Retrait en boutique',
  delivery: 'Livraison',
};

/** How the shopper pays: cash on delivery or one of the mobile money services (no provider is ever called). */
export const MOBILE_MONEY_METHODS = ['wave', 'orange_money', 'mtn_momo', 'moov_money'] as const;
export type MobileMoneyMethod = (typeof MOBILE_MONEY_METHODS)[number];
export const PAYMENT_METHODS = ['cod', ...MOBILE_MONEY_METHODS] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Paiement à la livraison',
  wave: 'Wave',
  orange_money: 'Orange Money',
  mtn_momo: 'MTN MoMo',
  moov_money: 'Moov Money',
};
export const isMobileMoney = (m: PaymentMethod | null | undefined): m is MobileMoneyMethod =>
  m != null && (MOBILE_MONEY_METHODS as readonly string[]).includes(m);

export const PROMO_KINDS = ['percent', 'fixed'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];
export const PROMO_KIND_LABELS: Record<PromoKind, string> = { percent: 'Pourcentage', fixed: 'Montant fixe' };

/** A promo code's state as the merchant's list shows it (computed from its dates, uses and switch). */
export const PROMO_STATES = ['active', 'upcoming', 'expired', 'exhausted', 'off'] as const;
export type PromoState = (typeof PROMO_STATES)[number];
export const PROMO_STATE_LABELS: Record<PromoState, string> = {
  active: 'Actif',
  upcoming: 'À venir',
  expired: 'Expiré',
  exhausted: 'Épuisé',
  off: 'Désactivé',
};

// ——— Limits ———
export const DELIVERY_ZONES_MAX = 30;
export const ZONE_NAME_MAX = 60;
export const PAYMENT_INSTRUCTION_MAX = 200;
export const PICKUP_ADDRESS_MAX = 255;
export const PROMO_CODE_MIN = 3;
export const PROMO_CODE_MAX = 20;
export const PROMO_PRODUCTS_MAX = 100;
export const TRANSACTION_ID_MAX = 60;
export { AMOUNT_MAX } from '../constants';

// ——— French messages (settings, promo codes, the shopper's form, the follow page) ———
export const FEE_INVALID = 'Frais invalides : un nombre positif ou zéro';
export const AMOUNT_INVALID = 'Montant invalide : un nombre positif';
export const ZONE_NAME_TAKEN = 'Deux zones portent ce nom.';
export const DELIVERY_NONE = 'Proposez au moins le retrait en boutique ou la livraison dans une zone.';
export const PICKUP_ADDRESS_REQUIRED = 'Indiquez l’adresse où retirer les commandes.';
export const ZONES_REQUIRED = 'Ajoutez au moins une zone de livraison.';
export const PAYMENT_NONE = 'Acceptez au moins un moyen de paiement.';
export const MOBILE_MONEY_TWICE = 'Ce moyen de paiement est déjà dans la liste.';
export const TIME_ZONE_INVALID = 'Fuseau horaire inconnu';
export const CHECKOUT_SAVED = 'Réglages enregistrés.';

export const PROMO_CODE_FORMAT = `De ${PROMO_CODE_MIN} à ${PROMO_CODE_MAX} lettres, chiffres ou tirets`;
export const PROMO_CODE_TAKEN = 'Ce code existe déjà dans votre boutique.';
export const PERCENT_INVALID = 'Pourcentage invalide : de 1 à 100';
export const MAX_USES_INVALID = 'Nombre d’utilisations invalide : un nombre entier à partir de 1';
export const DATE_FORMAT_INVALID = 'Date invalide (AAAA-MM-JJ)';
export const PROMO_END_BEFORE_START = 'La date de fin doit suivre la date de début.';
export const PROMO_CREATED = 'Code promo créé.';
export const PROMO_UPDATED = 'Code promo mis à jour.';
export const PROMO_NOT_FOUND = 'Code promo introuvable.';
export const PROMO_PRODUCT_UNKNOWN = 'Produit introuvable dans votre boutique.';
export const PROMO_CATEGORY_UNKNOWN = 'Catégorie introuvable dans votre boutique.';

/** The shopper's order: refusals of her delivery, payment and code choices (each on its field, 422). */
export const DELIVERY_REQUIRED = 'Choisissez le retrait en boutique ou la livraison.';
export const DELIVERY_NOT_OFFERED = 'Cette boutique ne propose pas ce mode de livraison.';
export const ZONE_REQUIRED = 'Choisissez votre zone de livraison.';
export const ZONE_UNKNOWN = 'Cette zone de livraison n’existe pas dans cette boutique.';
export const ZONE_CLOSED = 'La livraison dans cette zone est fermée pour le moment.';
export const PAYMENT_REQUIRED = 'Choisissez comment vous payez.';
export const PAYMENT_NOT_ACCEPTED = 'Cette boutique n’accepte pas ce moyen de paiement.';
export const PROMO_UNKNOWN = 'Ce code promo n’existe pas dans cette boutique.';
export const PROMO_OFF = 'Ce code promo n’est plus actif.';
export const PROMO_NOT_STARTED = 'Ce code promo n’est pas encore valable.';
export const PROMO_EXPIRED = 'Ce code promo a expiré.';
export const PROMO_EXHAUSTED = 'Ce code promo a déjà été utilisé le nombre de fois prévu.';
export const PROMO_NOT_FOR_PRODUCT = 'Ce code promo ne s’applique pas à ce produit.';
export const promoBelowMinimum = (minimum: string) => `Ce code promo demande une commande d’au moins ${minimum}.`;

/** The follow page: the shopper declares the id of her mobile money transfer (once per order). */
export const TRANSACTION_ID_INVALID = 'Référence de transaction invalide (lettres, chiffres, points ou tirets)';
export const TRANSACTION_ALREADY_DECLARED = 'Une transaction a déjà été déclarée pour cette commande.';
export const TRANSACTION_NOT_EXPECTED = 'Cette commande se paie à la livraison : aucune transaction à déclarer.';
export const TRANSACTION_DECLARED = 'Merci ! La boutique va vérifier votre paiement.';
/** The merchant marks an order paid. */
export const ORDER_MARKED_PAID = 'Commande marquée payée.';
export const ORDER_ALREADY_PAID = 'Cette commande est déjà marquée payée.';
export const ORDER_PAID_CANCELED = 'Une commande annulée ne se marque pas payée.';

/** Labels of the new order-form fields, naming the field of an error on the no-JavaScript refusal page. */
export const CHECKOUT_FIELD_LABELS: Record<string, string> = {
  delivery: 'Livraison',
  zoneId: 'Zone de livraison',
  address: 'Adresse',
  payment: 'Paiement',
  promoCode: 'Code promo',
  transactionId: 'Référence de transaction',
};

// ——— Pieces ———

const trimmedOrNull = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string(EMPTY)), null),
    v.transform((s) => (s == null || s.trim() === '' ? null : s.trim().replace(/\s+/g, ' '))),
    v.check((s) => s === null || s.length <= max, `${max} caractères maximum`),
  );

/** An amount typed (« 1 000 », « 1000 », 1000) or sent as a number; ≥ 0, at most AMOUNT_MAX. */
export const amountField = (message: string) =>
  v.pipe(
    v.union([v.number(message), v.string(message)], message),
    v.transform((x) => (typeof x === 'number' ? x : Number(withoutThousandsSpaces(x).replace(',', '.') || 'x'))),
    v.check((n) => Number.isFinite(n) && n >= 0 && n <= AMOUNT_MAX, message),
    v.transform((n) => Math.round(n * 100) / 100),
  );

/** Optional amount: empty or null means none. */
const optionalAmount = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.number(message), v.string(message)], message)), null),
    v.transform((x) => (x === null || (typeof x === 'string' && x.trim() === '') ? null : x)),
    v.check(
      (x) =>
        x === null || Number.isFinite(typeof x === 'number' ? x : Number(withoutThousandsSpaces(x).replace(',', '.'))),
      message,
    ),
    v.transform((x) =>
      x === null
        ? null
        : Math.round((typeof x === 'number' ? x : Number(withoutThousandsSpaces(x).replace(',', '.'))) * 100) / 100,
    ),
    v.check((n) => n === null || (n >= 0 && n <= AMOUNT_MAX), message),
  );

const booleanField = v.pipe(
  v.optional(v.union([v.boolean(), v.literal('true'), v.literal('false'), v.literal('on'), v.literal('')]), false),
  v.transform((b) => b === true || b === 'true' || b === 'on'),
);

// ——— The merchant's settings (PUT /api/checkout-settings) ———

export const deliveryZoneSchema = v.object({
  /** Kept when the zone exists (orders name it); the server gives a new zone its id. */
  id: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((s) => (s && s.trim() !== '' ? s.trim().slice(0, 64) : null)),
  ),
  name: v.pipe(
    v.string(EMPTY),
    v.trim(),
    v.nonEmpty(EMPTY),
    v.maxLength(ZONE_NAME_MAX, `${ZONE_NAME_MAX} caractères maximum`),
  ),
  fee: amountField(FEE_INVALID),
  closed: booleanField,
});

export const deliverySettingsSchema = v.pipe(
  v.object({
    pickup: v.object({ enabled: booleanField, address: trimmedOrNull(PICKUP_ADDRESS_MAX) }),
    delivery: v.object({
      enabled: booleanField,
      zones: v.pipe(
        v.optional(v.array(deliveryZoneSchema), []),
        v.maxLength(DELIVERY_ZONES_MAX, `Au plus ${DELIVERY_ZONES_MAX} zones.`),
      ),
    }),
    freeDeliveryFrom: optionalAmount(AMOUNT_INVALID),
  }),
  v.forward(
    v.check((d) => d.pickup.enabled || d.delivery.enabled, DELIVERY_NONE),
    ['pickup', 'enabled'],
  ),
  v.forward(
    v.check((d) => !d.pickup.enabled || d.pickup.address !== null, PICKUP_ADDRESS_REQUIRED),
    ['pickup', 'address'],
  ),
  v.forward(
    v.check((d) => !d.delivery.enabled || d.delivery.zones.length > 0, ZONES_REQUIRED),
    ['delivery', 'zones'],
  ),
  v.forward(
    v.check((d) => {
      const names = d.delivery.zones.map((z) => z.name.toLowerCase());
      return new Set(names).size === names.length;
    }, ZONE_NAME_TAKEN),
    ['delivery', 'zones'],
  ),
);
export type DeliverySettingsInput = v.InferInput<typeof deliverySettingsSchema>;

export const mobileMoneyAccountSchema = v.object({
  method: v.picklist(MOBILE_MONEY_METHODS, 'Moyen de paiement inconnu'),
  number: v.pipe(
    v.string(EMPTY),
    v.trim(),
    v.nonEmpty(EMPTY),
    v.check((s) => /^\+?[\d\s().\-/]+$/.test(s) && hasValidPhoneLength(s), PHONE_INVALID),
  ),
  instruction: trimmedOrNull(PAYMENT_INSTRUCTION_MAX),
});

export const paymentSettingsSchema = v.pipe(
  v.object({
    cashOnDelivery: booleanField,
    mobileMoney: v.pipe(v.optional(v.array(mobileMoneyAccountSchema), []), v.maxLength(MOBILE_MONEY_METHODS.length)),
  }),
  v.forward(
    v.check((p) => p.cashOnDelivery || p.mobileMoney.length > 0, PAYMENT_NONE),
    ['cashOnDelivery'],
  ),
  v.forward(
    v.check((p) => new Set(p.mobileMoney.map((m) => m.method)).size === p.mobileMoney.length, MOBILE_MONEY_TWICE),
    ['mobileMoney'],
  ),
);
export type PaymentSettingsInput = v.InferInput<typeof paymentSettingsSchema>;

/** An IANA time zone the runtime knows (« Africa/Abidjan »). */
export const isTimeZone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: tz });
    return tz.includes('/') || tz === 'UTC';
  } catch {
    return false;
  }
};

export const timeZoneField = v.pipe(v.string(TIME_ZONE_INVALID), v.trim(), v.check(isTimeZone, TIME_ZONE_INVALID));

/**
 * PUT /api/checkout-settings: each part optional, a part that is sent replaces the stored one whole (the screens
 * save delivery, payment and time zone separately). `timeZone: null` goes back to the country's default.
 */
export const checkoutSettingsUpdateSchema = v.object({
  delivery: v.optional(deliverySettingsSchema),
  payment: v.optional(paymentSettingsSchema),
  timeZone: v.optional(v.nullable(timeZoneField)),
});
export type CheckoutSettingsUpdateInput = v.InferInput<typeof checkoutSettingsUpdateSchema>;
export type CheckoutSettingsUpdate = v.InferOutput<typeof checkoutSettingsUpdateSchema>;

// ——— Promo codes (POST /api/promo-codes, PUT /api/promo-codes/{id}) ———

const optionalDay = v.pipe(
  v.optional(v.nullable(v.string(DATE_FORMAT_INVALID)), null),
  v.transform((s) => (s == null || s.trim() === '' ? null : s.trim().slice(0, 10))),
  v.check((s) => s === null || isDay(s), DATE_FORMAT_INVALID),
);

/** A code as the shopper types it: spaces dropped, upper case. */
export const normalizePromoCode = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

export const promoCodeField = v.pipe(
  v.string(EMPTY),
  v.transform(normalizePromoCode),
  v.nonEmpty(EMPTY),
  v.regex(new RegExp(`^[A-Z0-9_-]{${PROMO_CODE_MIN},${PROMO_CODE_MAX}}$`), PROMO_CODE_FORMAT),
);

const promoCodeObject = v.object({
  code: v.optional(promoCodeField, ''),
  kind: v.picklist(PROMO_KINDS, 'Type de réduction invalide'),
  value: amountField(AMOUNT_INVALID),
  startsOn: optionalDay,
  endsOn: optionalDay,
  maxUses: v.pipe(
    v.optional(v.nullable(v.union([v.number(MAX_USES_INVALID), v.string(MAX_USES_INVALID)])), null),
    v.transform((x) => (x === null || (typeof x === 'string' && x.trim() === '') ? null : Number(x))),
    v.check((n) => n === null || (Number.isInteger(n) && n >= 1 && n <= 1_000_000), MAX_USES_INVALID),
  ),
  minOrderAmount: optionalAmount(AMOUNT_INVALID),
  /** Limited to these products (empty: every product), or to one category. */
  productIds: v.pipe(
    v.optional(v.array(v.string()), []),
    v.maxLength(PROMO_PRODUCTS_MAX),
    v.transform((ids) => [...new Set(ids.map((s) => s.trim()).filter((s) => s !== ''))]),
  ),
  categoryId: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((s) => (s && s.trim() !== '' ? s.trim() : null)),
  ),
  active: v.optional(booleanField, true),
});

export const promoCodeCreateSchema = v.pipe(
  promoCodeObject,
  v.forward(
    v.check((p) => p.kind !== 'percent' || (p.value >= 1 && p.value <= 100), PERCENT_INVALID),
    ['value'],
  ),
  v.forward(
    v.check((p) => p.kind !== 'fixed' || p.value > 0, AMOUNT_INVALID),
    ['value'],
  ),
  v.forward(
    v.check((p) => !p.startsOn || !p.endsOn || p.endsOn >= p.startsOn, PROMO_END_BEFORE_START),
    ['endsOn'],
  ),
);
export type PromoCodeInput = v.InferInput<typeof promoCodeCreateSchema>;
export type PromoCodeData = v.InferOutput<typeof promoCodeCreateSchema>;

/** PUT /api/promo-codes/{id}: the whole code again (its `code` text does not change), or only `{ active }`. */
export const promoCodeUpdateSchema = v.union([v.strictObject({ active: booleanField }), promoCodeCreateSchema]);

// ——— The shopper's order form: what it adds to the order (POST /api/shop/{slug}/orders and /quote) ———

/**
 * Entries spread into `shopperOrderSchema` (shared/schemas/order.ts). No amount: a `deliveryFee`, `total`,
 * `unitPrice` or `discount` the client sends is dropped by the schema and never read. Which of them are required
 * depends on the store's settings, so the server checks them (422 on the field, messages above).
 */
export const checkoutOrderEntries = {
  delivery: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((s) => (s == null || s.trim() === '' ? null : s.trim())),
    v.check((s) => s === null || (DELIVERY_OPTIONS as readonly string[]).includes(s), DELIVERY_NOT_OFFERED),
    v.transform((s) => s as DeliveryOption | null),
  ),
  zoneId: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((s) => (s == null || s.trim() === '' ? null : s.trim().slice(0, 64))),
  ),
  /** Where to deliver (free text; a delivery may need it, pickup ignores it). */
  address: trimmedOrNull(300),
  payment: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((s) => (s == null || s.trim() === '' ? null : s.trim())),
    v.check((s) => s === null || (PAYMENT_METHODS as readonly string[]).includes(s), PAYMENT_NOT_ACCEPTED),
    v.transform((s) => s as PaymentMethod | null),
  ),
  promoCode: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((s) => (s == null ? null : normalizePromoCode(s) || null)),
    v.check((s) => s === null || s.length <= 40, PROMO_UNKNOWN),
  ),
};

/** The shopper declares her mobile money transaction (POST /api/shop/{slug}/orders/{code}/payment). */
export const transactionDeclarationSchema = v.object({
  phone: v.pipe(v.optional(v.string(PHONE_INVALID), ''), v.trim(), v.nonEmpty(EMPTY), v.maxLength(32)),
  transactionId: v.pipe(
    v.optional(v.string(TRANSACTION_ID_INVALID), ''),
    v.trim(),
    v.nonEmpty(EMPTY),
    v.maxLength(TRANSACTION_ID_MAX, TRANSACTION_ID_INVALID),
    v.regex(/^[\p{L}\p{N}][\p{L}\p{N} ._\-/#:]*$/u, TRANSACTION_ID_INVALID),
  ),
});
export type TransactionDeclarationInput = v.InferOutput<typeof transactionDeclarationSchema>;

/** The merchant's notifications about payments: the declared reference, flagged when another order holds it. */
export const transactionDeclaredNotice = (code: string, transactionId: string, reusedFor: string | null = null) =>
  `Paiement déclaré pour la commande ${code} : transaction ${transactionId}` +
  (reusedFor ? `. ${transactionReusedWarning(reusedFor)}` : '');
export const TRANSACTION_REFUSED_TITLE = 'Référence non envoyée';
export const TRANSACTION_SENT_TITLE = 'Référence envoyée';
