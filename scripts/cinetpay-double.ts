import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for CinetPay's service (its public API v2, decision 026) for tests and journeys: not a stub of our
 * code, a server that answers as CinetPay's documentation says and signs its notifications as CinetPay does.
 * - POST /v2/payment (JSON) → { code: "201", message: "CREATED", data: { payment_token, payment_url } }
 * - POST /v2/payment/check (JSON) → { code, message, data: { amount, currency, status, payment_method } }
 * - GET  /payment/{token}: the payment page (« Payer ») → the notification is posted to notify_url (form, header
 *   x-token = hex HMAC-SHA256 with the site's secret key of the 16 documented fields), then the shopper is sent back
 *   to return_url by a form POST carrying transaction_id.
 * Tests may also drive it: pay(token, { amount }) / refuse(token) / notify(...) and forge notifications.
 */
export interface DoubleSite {
  siteId: string;
  apiKey: string;
  secretKey: string;
}

interface Transaction {
  token: string;
  siteId: string;
  transactionId: string;
  amount: number;
  currency: string;
  description: string;
  notifyUrl: string;
  returnUrl: string;
  status: 'WAITING_FOR_CUSTOMER' | 'ACCEPTED' | 'REFUSED';
  paidAmount: number;
}

export const TOKEN_FIELDS = [
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

export function signForm(secretKey: string, form: Record<string, string>): string {
  return crypto
    .createHmac('sha256', secretKey)
    .update(TOKEN_FIELDS.map((f) => form[f] ?? '').join(''))
    .digest('hex');
}

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => resolve(text));
  });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startCinetpayDouble(sites: DoubleSite[], port = 0) {
  const transactions = new Map<string, Transaction>();
  const byId = new Map<string, Transaction>();
  const siteOf = (siteId: string, apiKey: string) =>
    sites.find((s) => s.siteId === String(siteId) && s.apiKey === apiKey) ?? null;

  function notificationForm(t: Transaction): Record<string, string> {
    return {
      cpm_site_id: t.siteId,
      cpm_trans_id: t.transactionId,
      cpm_trans_date: new Date().toISOString().slice(0, 19).replace('T', ' '),
      cpm_amount: String(t.paidAmount),
      cpm_currency: t.currency,
      signature: crypto.randomBytes(16).toString('hex'),
      payment_method: 'OM',
      cel_phone_num: '70112233',
      cpm_phone_prefixe: '226',
      cpm_language: 'fr',
      cpm_version: 'V4',
      cpm_payment_config: 'Single',
      cpm_page_action: 'Payment',
      cpm_custom: '',
      cpm_designation: t.description,
      cpm_error_message: t.status === 'ACCEPTED' ? 'SUCCES' : 'PAYMENT_FAILED',
    };
  }

  /** Posts a notification as CinetPay does; `secretKey` other than the site's forges it. */
  async function notify(t: Transaction, opts: { secretKey?: string; form?: Record<string, string> } = {}) {
    const site = sites.find((s) => s.siteId === t.siteId)!;
    const form = opts.form ?? notificationForm(t);
    const res = await fetch(t.notifyUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-token': signForm(opts.secretKey ?? site.secretKey, form),
      },
      body: new URLSearchParams(form).toString(),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as { outcome?: string } | null, form };
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    try {
      // Not CinetPay's: how a journey's runner knows the double is listening.
      if (req.method === 'GET' && url.pathname === '/health') return json(200, { ok: true });
      if (req.method === 'POST' && url.pathname === '/v2/payment') {
        const b = JSON.parse(await readBody(req)) as Record<string, unknown>;
        const site = siteOf(String(b.site_id), String(b.apikey));
        if (!site)
          return json(200, { code: '608', message: 'MINIMUM_REQUIRED_FIELDS', description: 'apikey ou site_id' });
        const amount = Number(b.amount);
        if (!Number.isInteger(amount) || amount % 5 !== 0)
          return json(200, { code: '608', message: 'MINIMUM_REQUIRED_FIELDS', description: 'amount multiple de 5' });
        if (byId.has(String(b.transaction_id))) return json(200, { code: '609', message: 'AUTH_NOT_FOUND' });
        const token = crypto.randomBytes(20).toString('hex');
        const t: Transaction = {
          token,
          siteId: site.siteId,
          transactionId: String(b.transaction_id),
          amount,
          currency: String(b.currency),
          description: String(b.description ?? ''),
          notifyUrl: String(b.notify_url),
          returnUrl: String(b.return_url),
          status: 'WAITING_FOR_CUSTOMER',
          paidAmount: amount,
        };
        transactions.set(token, t);
        byId.set(t.transactionId, t);
        const base = `http://${req.headers.host}`;
        return json(200, {
          code: '201',
          message: 'CREATED',
          description: 'Transaction created with success',
          data: { payment_token: token, payment_url: `${base}/payment/${token}` },
          api_response_id: crypto.randomUUID(),
        });
      }
      if (req.method === 'POST' && url.pathname === '/v2/payment/check') {
        const b = JSON.parse(await readBody(req)) as Record<string, unknown>;
        // An unknown API key, or a site id that is not the key's: CinetPay's 609 and 613.
        if (!sites.some((s) => s.apiKey === String(b.apikey)))
          return json(200, { code: '609', message: 'AUTH_NOT_FOUND' });
        const site = siteOf(String(b.site_id), String(b.apikey));
        if (!site) return json(200, { code: '613', message: 'ERROR_SITE_ID_NOTVALID' });
        const t = byId.get(String(b.transaction_id));
        if (!t || t.siteId !== site.siteId) return json(200, { code: '627', message: 'TRANSACTION_NOT_FOUND' });
        return json(200, {
          code: t.status === 'ACCEPTED' ? '00' : t.status === 'REFUSED' ? '600' : '662',
          message: t.status === 'ACCEPTED' ? 'SUCCES' : t.status,
          data: {
            amount: String(t.paidAmount),
            currency: t.currency,
            status: t.status,
            payment_method: 'OM',
            description: t.description,
          },
        });
      }
      const page = url.pathname.match(/^\/payment\/([0-9a-f]+)(\/pay)?$/);
      if (page && transactions.has(page[1]!)) {
        const t = transactions.get(page[1]!)!;
        if (req.method === 'POST' && page[2]) {
          t.status = 'ACCEPTED';
          await notify(t);
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(`<!doctype html><html lang="fr"><meta name="viewport" content="width=device-width">
<title>Paiement effectué</title><h1>Paiement effectué</h1>
<form method="post" action="${escapeHtml(t.returnUrl)}"><input type="hidden" name="transaction_id" value="${escapeHtml(t.transactionId)}">
<button style="min-height:48px">Retour à la boutique</button></form>`);
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(`<!doctype html><html lang="fr"><meta name="viewport" content="width=device-width">
<title>CinetPay (test)</title><h1>Guichet de paiement (test)</h1><p>${escapeHtml(t.description)}</p>
<p>Montant : <strong data-testid="provider-amount">${t.amount} ${escapeHtml(t.currency)}</strong></p>
<form method="post" action="/payment/${t.token}/pay"><button style="min-height:48px">Payer</button></form>`);
      }
      json(404, { code: '404', message: 'NOT_FOUND' });
    } catch (err) {
      json(500, { code: '500', message: String(err) });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const find = (transactionId: string) => {
    const t = byId.get(transactionId);
    if (!t) throw new Error(`transaction inconnue du double : ${transactionId}`);
    return t;
  };
  return {
    url,
    transactions: byId,
    /** The shopper pays (optionally another amount than asked): the status changes, the notification goes. */
    async pay(transactionId: string, paidAmount?: number) {
      const t = find(transactionId);
      t.status = 'ACCEPTED';
      t.paidAmount = paidAmount ?? t.amount;
      return notify(t);
    },
    async refuse(transactionId: string) {
      const t = find(transactionId);
      t.status = 'REFUSED';
      return notify(t);
    },
    /** Sends a notification again, exactly (a replay), or signed with another key (a forgery). */
    async resend(transactionId: string, form: Record<string, string>, secretKey?: string) {
      return notify(find(transactionId), { form, secretKey });
    },
    notifyFor: notify,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// `npx tsx scripts/cinetpay-double.ts <port> <siteId> <apiKey> <secretKey>`: for a journey's server.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const [port, siteId, apiKey, secretKey] = process.argv.slice(2);
  void startCinetpayDouble([{ siteId: siteId!, apiKey: apiKey!, secretKey: secretKey! }], Number(port)).then((d) =>
    console.log(`CinetPay (double) sur ${d.url}`),
  );
}
