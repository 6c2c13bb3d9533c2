import type { AppDeps } from '../context';
import type { DB } from '../db/database';
import type { OrdersTable } from '../db/tables-catalog';
import type { PaymentSessionsTable } from '../db/tables-payments';
import { lockSyncCounter } from '../db/dialect';
import { nextVersion } from '../db/sync-version';
import { newId, nowIso } from '../ids';
import { notifyStoreOwner } from '../notifications/notify';
import {
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_SESSION_MINUTES,
  paidAutomaticallyNotice,
  paidCanceledNotice,
  type PaymentProviderName,
} from '#shared/schemas/online-payment';
import { cinetpayProvider } from './cinetpay';
import { open } from './secret-box';
import type { PaymentProvider, ProviderKeys } from './provider';

/** Currencies CinetPay takes (its documentation: XOF, XAF, CDF, GNF, USD). */
const CURRENCIES = new Set(['XOF', 'XAF', 'CDF', 'GNF', 'USD']);

export function providerNamed(deps: AppDeps, name: string): PaymentProvider | null {
  return name === 'cinetpay' ? cinetpayProvider(deps.config.cinetpayApiUrl) : null;
}

/** The store's provider and its opened keys; null without a connection (or keys sealed with another secret). */
export async function storeProvider(deps: AppDeps, storeId: string) {
  const row = await deps.db
    .selectFrom('payment_connections')
    .selectAll()
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (!row) return null;
  const provider = providerNamed(deps, row.provider);
  const apiKey = open(deps.config.jwtSecret, row.api_key);
  const secretKey = open(deps.config.jwtSecret, row.secret_key);
  if (!provider || apiKey === null || secretKey === null) return null;
  const keys: ProviderKeys = { siteId: row.site_id, apiKey, secretKey };
  return { provider, keys };
}

export async function hasOnlinePayment(db: DB, storeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_connections')
    .select('store_id')
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return Boolean(row);
}

/** Whether « Payer maintenant » is offered for this order: unpaid, not canceled, an amount the provider takes. */
export function payableOnline(order: Pick<OrdersTable, 'paid_at' | 'status' | 'total'>, currency: string): boolean {
  return (
    order.paid_at === null &&
    order.status !== 'canceled' &&
    CURRENCIES.has(currency) &&
    order.total > 0 &&
    Number.isInteger(order.total) &&
    order.total % 5 === 0
  );
}

/** The order's session still waiting for her (not answered, not expired), if any. */
export async function waitingSession(db: DB, storeId: string, orderId: string, now = nowIso()) {
  return (
    (await db
      .selectFrom('payment_sessions')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('order_id', '=', orderId)
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .executeTakeFirst()) ?? null
  );
}

export interface SessionContext {
  storeId: string;
  storeName: string;
  currency: string;
  notifyUrl: string;
  returnUrl: string;
}

/**
 * Opens a payment session for the order (or gives back the one still waiting): the amount is the order's total as
 * the server computed it, never one the shopper sent.
 */
export async function openPaymentSession(
  deps: AppDeps,
  ctx: SessionContext,
  order: OrdersTable & { id: string },
): Promise<{ paymentUrl: string } | null> {
  const connected = await storeProvider(deps, ctx.storeId);
  if (!connected || !payableOnline(order, ctx.currency)) return null;
  const waiting = await waitingSession(deps.db, ctx.storeId, order.id);
  if (waiting) return { paymentUrl: waiting.payment_url };
  const id = newId();
  const { paymentUrl } = await connected.provider.createSession(connected.keys, {
    transactionId: id,
    amount: order.total,
    currency: ctx.currency,
    description: `Commande ${order.code} ${ctx.storeName}`,
    notifyUrl: ctx.notifyUrl,
    returnUrl: ctx.returnUrl,
    customer: { firstname: order.firstname, lastname: order.lastname, phone: order.phone, email: order.email },
  });
  const now = new Date();
  await deps.db
    .insertInto('payment_sessions')
    .values({
      id,
      store_id: ctx.storeId,
      order_id: order.id,
      provider: connected.provider.name,
      amount: order.total,
      currency: ctx.currency,
      status: 'pending',
      payment_url: paymentUrl,
      expires_at: new Date(now.getTime() + PAYMENT_SESSION_MINUTES * 60_000).toISOString(),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  return { paymentUrl };
}

export type NotificationOutcome =
  | 'forged'
  | 'unknown-session'
  | 'replay'
  | 'paid'
  | 'already-paid'
  | 'canceled-order'
  | 'amount-mismatch'
  | 'refused'
  | 'pending';

/**
 * A provider's notification for one store (decision 026), in this order: the signature, made with that store's
 * secret key, is verified first (else nothing is read further: 'forged'); the transaction must be a session of that
 * store (another store's session, or none: nothing changes); the provider's own API is asked the payment's state; in
 * one transaction the notification is recorded once by its fingerprint (a replay stops there), then an accepted
 * payment whose amount and currency are the session's and the order's marks the order paid — paid_at and paid_via,
 * the same paid field « Marquer payée » sets, the version moved so the tablet pulls it. A refusal ends the session
 * but never un-pays an order; an order already paid stays as it is.
 */
export async function receiveNotification(
  deps: AppDeps,
  providerName: string,
  storeId: string,
  headers: Headers,
  form: Record<string, string>,
): Promise<NotificationOutcome> {
  const connected = await storeProvider(deps, storeId);
  if (!connected || connected.provider.name !== providerName) return 'forged';
  const note = connected.provider.verifyNotification(connected.keys.secretKey, headers, form);
  if (!note) return 'forged';
  const { db } = deps;
  const session =
    note.siteId === connected.keys.siteId
      ? await db
          .selectFrom('payment_sessions')
          .selectAll()
          .where('id', '=', note.transactionId)
          .where('store_id', '=', storeId)
          .executeTakeFirst()
      : undefined;
  if (!session) return recordOnce(db, storeId, null, note.fingerprint, 'unknown-session');
  const payment = await connected.provider.checkPayment(connected.keys, session.id);
  const label = PAYMENT_PROVIDER_LABELS[connected.provider.name as PaymentProviderName] ?? connected.provider.name;

  return db.transaction().execute(async (trx) => {
    await lockSyncCounter(trx, storeId);
    const inserted = await insertEvent(trx, storeId, session.id, note.fingerprint, 'pending');
    if (!inserted) return 'replay';
    const outcome = await settle(trx, session, payment, note, label);
    await trx.updateTable('payment_events').set({ outcome }).where('id', '=', inserted).execute();
    return outcome;
  });
}

async function settle(
  trx: DB,
  session: PaymentSessionsTable,
  payment: { state: string; amount: number; currency: string },
  note: { amount: number; currency: string },
  providerLabel: string,
): Promise<NotificationOutcome> {
  const now = nowIso();
  if (payment.state === 'refused') {
    await trx
      .updateTable('payment_sessions')
      .set({ status: 'refused', updated_at: now })
      .where('id', '=', session.id)
      .where('status', '=', 'pending')
      .execute();
    return 'refused';
  }
  if (payment.state !== 'accepted') return 'pending';
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'code', 'total', 'status', 'paid_at'])
    .where('id', '=', session.order_id)
    .where('store_id', '=', session.store_id)
    .executeTakeFirst();
  const amountsMatch =
    order !== undefined &&
    payment.amount === session.amount &&
    note.amount === session.amount &&
    session.amount === order.total &&
    payment.currency === session.currency &&
    note.currency === session.currency;
  if (!order || !amountsMatch) return 'amount-mismatch';
  await trx
    .updateTable('payment_sessions')
    .set({ status: 'accepted', updated_at: now })
    .where('id', '=', session.id)
    .execute();
  if (order.paid_at !== null) return 'already-paid';
  if (order.status === 'canceled') {
    await notifyStoreOwner(trx, session.store_id, 'orders', order.id, paidCanceledNotice(order.code, providerLabel));
    return 'canceled-order';
  }
  await trx
    .updateTable('orders')
    .set({
      paid_at: now,
      paid_via: session.provider,
      version: await nextVersion(trx, session.store_id),
      updated_at: now,
    })
    .where('id', '=', order.id)
    .where('paid_at', 'is', null)
    .execute();
  await notifyStoreOwner(trx, session.store_id, 'orders', order.id, paidAutomaticallyNotice(order.code, providerLabel));
  return 'paid';
}

/** The event row's id when it is new; null when this store already received this very notification. */
async function insertEvent(
  trx: DB,
  storeId: string,
  sessionId: string | null,
  fingerprint: string,
  outcome: NotificationOutcome,
): Promise<string | null> {
  const id = newId();
  const done = await trx
    .insertInto('payment_events')
    .values({ id, store_id: storeId, session_id: sessionId, fingerprint, outcome, received_at: nowIso() })
    .onConflict((oc) => oc.columns(['store_id', 'fingerprint']).doNothing())
    .executeTakeFirst();
  return Number(done.numInsertedOrUpdatedRows ?? 0n) === 1 ? id : null;
}

async function recordOnce(
  db: DB,
  storeId: string,
  sessionId: string | null,
  fingerprint: string,
  outcome: NotificationOutcome,
): Promise<NotificationOutcome> {
  return (await insertEvent(db, storeId, sessionId, fingerprint, outcome)) ? outcome : 'replay';
}
