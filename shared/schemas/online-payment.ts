import * as v from 'valibot';
import { EMPTY } from '../messages';

/**
 * Payments that confirm themselves (decision 026): the merchant connects her CinetPay account (site id, API key,
 * secret key); the keys go to the server once and never come back (the screen shows « Connecté » and the last 4
 * characters of the API key). The shopper's « Payer maintenant » opens CinetPay's payment page; its verified
 * notification marks the order paid.
 *
 * Paths:
 *   - GET    /api/payment-connection          → { data: PaymentConnectionJson }
 *   - PUT    /api/payment-connection          { provider, siteId, apiKey, secretKey } → { message, data }
 *   - DELETE /api/payment-connection          → { message, data }
 *   - POST   /api/shop/{slug}/orders/{code}/pay  { phone } or { orderId } → { data: { paymentUrl } }
 *            (a plain form post: 303 to the payment page)
 *   - POST   /api/payments/cinetpay/{storeId}/notify   CinetPay's notification (form, header x-token)
 */

export const PAYMENT_PROVIDERS = ['cinetpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const PAYMENT_PROVIDER_LABELS: Record<PaymentProviderName, string> = { cinetpay: 'CinetPay' };

/** What the merchant's screen learns of the connection: never a key, at most the API key's last 4 characters. */
export interface PaymentConnectionJson {
  connected: boolean;
  provider: PaymentProviderName | null;
  providerLabel: string | null;
  siteId: string | null;
  keyHint: string | null;
  connectedAt: string | null;
}

export const KEY_INVALID = 'Collez la clé telle que CinetPay la donne (lettres, chiffres, sans espace).';
export const SITE_ID_INVALID = 'Le Site ID de CinetPay ne contient que des chiffres.';
export const PAYMENT_CONNECTED = 'Paiement en ligne connecté : vos clients peuvent payer en un geste.';
export const PAYMENT_DISCONNECTED = 'Paiement en ligne déconnecté : vos clients déclarent de nouveau leur transaction.';
/** CinetPay does not know this site id and API key (asked before saving): nothing is saved. */
export const PAYMENT_KEYS_REFUSED =
  'CinetPay refuse ce Site ID et cette clé API. Copiez-les de nouveau depuis votre compte CinetPay (menu Intégrations), sans espace.';
export const PAYMENT_KEYS_UNCHECKED =
  'CinetPay ne répond pas pour le moment : vos clés ne sont pas enregistrées. Réessayez dans un instant.';

const key = v.pipe(
  v.optional(v.string(KEY_INVALID), ''),
  v.trim(),
  v.nonEmpty(EMPTY),
  v.minLength(8, KEY_INVALID),
  v.maxLength(200, KEY_INVALID),
  v.regex(/^[A-Za-z0-9._-]+$/, KEY_INVALID),
);

export const paymentConnectionSchema = v.object({
  provider: v.optional(v.picklist(PAYMENT_PROVIDERS, 'Choisissez CinetPay.'), 'cinetpay'),
  siteId: v.pipe(
    v.optional(v.string(SITE_ID_INVALID), ''),
    v.trim(),
    v.nonEmpty(EMPTY),
    v.maxLength(20, SITE_ID_INVALID),
    v.regex(/^\d+$/, SITE_ID_INVALID),
  ),
  apiKey: key,
  secretKey: key,
});
export type PaymentConnectionInput = v.InferOutput<typeof paymentConnectionSchema>;

// ——— The shopper's « Payer maintenant » ———

export const PAY_NOW = 'Payer maintenant';
export const PAY_NOT_AVAILABLE = 'Le paiement en ligne n’est pas proposé pour cette commande.';
export const PAY_ALREADY_PAID = 'Cette commande est déjà payée.';
export const PAY_PROVIDER_DOWN =
  'Le service de paiement ne répond pas pour le moment. Réessayez dans un instant, ou payez comme indiqué plus haut.';
export const PAY_REFUSED_TITLE = 'Paiement impossible';

export const payNowSchema = v.object({
  phone: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(32)), ''),
  orderId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64)), ''),
});

/** How long a payment session waits for her before the order is « à payer » again. */
export const PAYMENT_SESSION_MINUTES = 30;

/** The merchant's notification when a provider's verified notification marked an order paid. */
export const paidAutomaticallyNotice = (code: string, provider: string) =>
  `Commande ${code} payée automatiquement (${provider})`;
export const paidCanceledNotice = (code: string, provider: string) =>
  `Paiement reçu par ${provider} pour la commande ${code}, qui est annulée : remboursez la cliente.`;
/** « payée automatiquement » beside the date, on the merchant's order. */
export const paidViaLabel = (provider: string | null | undefined) =>
  provider ? `payée automatiquement (${PAYMENT_PROVIDER_LABELS[provider as PaymentProviderName] ?? provider})` : null;
