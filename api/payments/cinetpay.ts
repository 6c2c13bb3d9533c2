import crypto from 'node:crypto';
import { PROVIDER_NOT_ANSWERING, providerAnswerNotJson, providerRefusedSession } from '#shared/messages';
import {
  ProviderError,
  type PaymentProvider,
  type PaymentState,
  type ProviderKeys,
  type SessionRequest,
  type VerifiedNotification,
} from './provider';

/**
 * CinetPay (decision 026), as its public documentation describes it (docs.cinetpay.com, API v2):
 * - POST {api}/v2/payment, JSON { apikey, site_id, transaction_id, amount, currency, description, notify_url,
 *   return_url, channels, lang, customer_* } → { code: "201", message: "CREATED", data: { payment_token,
 *   payment_url } }.
 * - The notification: a form POST to notify_url with cpm_site_id, cpm_trans_id, cpm_trans_date, cpm_amount,
 *   cpm_currency, signature, payment_method, cel_phone_num, cpm_phone_prefixe, cpm_language, cpm_version,
 *   cpm_payment_config, cpm_page_action, cpm_custom, cpm_designation, cpm_error_message, and the header x-token:
 *   hex HMAC-SHA256, keyed with the site's secret key, of those 16 values concatenated in that order.
 * - POST {api}/v2/payment/check, JSON { apikey, site_id, transaction_id } → { code, message, data: { amount,
 *   currency, status: ACCEPTED | REFUSED | WAITING_FOR_CUSTOMER | …, payment_method, … } }: the only authority on
 *   whether the money arrived (the notification only says something changed). Asked for a transaction that does
 *   not exist, it answers 609 AUTH_NOT_FOUND for an unknown API key and 613 ERROR_SITE_ID_NOTVALID for a site id
 *   that is not the key's (its table of codes), else that the transaction is not found: how keys are checked
 *   before they are saved. The secret key cannot be checked this way (CinetPay only signs with it).
 */
export const CINETPAY_TOKEN_FIELDS = [
  'cpm_site_id',
  'cpm_trans_id',
  'cpm_trans_date',
  'cpm_amount',
  'cpm_currency',
  'signature',
  'payment_method',
  'cel_phone_num',
  'cpm_phone_prefixe',
  'cpm_language',
  'cpm_version',
  'cpm_payment_config',
  'cpm_page_action',
  'cpm_custom',
  'cpm_designation',
  'cpm_error_message',
] as const;

/** The x-token of a notification's form values, as CinetPay computes it. */
export function cinetpayToken(secretKey: string, form: Record<string, string>): string {
  const data = CINETPAY_TOKEN_FIELDS.map((f) => form[f] ?? '').join('');
  return crypto.createHmac('sha256', secretKey).update(data).digest('hex');
}

const TIMEOUT_MS = 15_000;

/** CinetPay's codes for keys it does not know: apikey unknown, site id not valid, settings incorrect. */
const KEYS_REFUSED = new Set(['609', '613', '606']);

async function postJson(url: string, body: unknown): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ProviderError(PROVIDER_NOT_ANSWERING);
  }
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!json || typeof json !== 'object') throw new ProviderError(providerAnswerNotJson(res.status));
  return json;
}

// Description without the characters CinetPay asks not to send (#, /, $, _, &).
const cleanDescription = (text: string) => text.replace(/[#/$_&]/g, ' ').slice(0, 200);

export function cinetpayProvider(apiUrl: string): PaymentProvider {
  return {
    name: 'cinetpay',

    async createSession(keys: ProviderKeys, r: SessionRequest) {
      const json = await postJson(`${apiUrl}/v2/payment`, {
        apikey: keys.apiKey,
        site_id: keys.siteId,
        transaction_id: r.transactionId,
        amount: r.amount,
        currency: r.currency,
        description: cleanDescription(r.description),
        notify_url: r.notifyUrl,
        return_url: r.returnUrl,
        channels: 'ALL',
        lang: 'fr',
        customer_name: r.customer.firstname,
        customer_surname: r.customer.lastname,
        customer_phone_number: r.customer.phone,
        customer_email: r.customer.email,
      });
      const data = json.data as { payment_url?: unknown } | undefined;
      if (String(json.code) !== '201' || typeof data?.payment_url !== 'string')
        throw new ProviderError(providerRefusedSession(String(json.code), String(json.message ?? '')));
      return { paymentUrl: data.payment_url };
    },

    verifyNotification(secretKey, headers, form): VerifiedNotification | null {
      const given = headers.get('x-token') ?? '';
      const expected = cinetpayToken(secretKey, form);
      if (!/^[0-9a-f]{64}$/i.test(given)) return null;
      if (!crypto.timingSafeEqual(Buffer.from(given.toLowerCase()), Buffer.from(expected))) return null;
      const amount = Number(form.cpm_amount);
      return {
        siteId: form.cpm_site_id ?? '',
        transactionId: form.cpm_trans_id ?? '',
        amount: Number.isFinite(amount) ? amount : NaN,
        currency: form.cpm_currency ?? '',
        fingerprint: expected,
      };
    },

    async checkPayment(keys, transactionId) {
      const json = await postJson(`${apiUrl}/v2/payment/check`, {
        apikey: keys.apiKey,
        site_id: keys.siteId,
        transaction_id: transactionId,
      });
      const data = (json.data ?? {}) as { amount?: unknown; currency?: unknown; status?: unknown };
      const status = String(data.status ?? '');
      const state: PaymentState =
        status === 'ACCEPTED' ? 'accepted' : status === 'REFUSED' || status === 'CANCELED' ? 'refused' : 'pending';
      return { state, amount: Number(data.amount), currency: String(data.currency ?? '') };
    },

    async keysAccepted(keys) {
      const json = await postJson(`${apiUrl}/v2/payment/check`, {
        apikey: keys.apiKey,
        site_id: keys.siteId,
        transaction_id: `verification-${crypto.randomUUID()}`,
      });
      return !KEYS_REFUSED.has(String(json.code));
    },
  };
}
