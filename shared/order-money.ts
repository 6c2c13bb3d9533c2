import { ORDER_STATUSES, type OrderStatus } from './constants';
import { orderGrandTotal, paidOf, type PaymentState } from './order-basics';
import type { OrderLine } from './schemas/order-record';

/**
 * What an order brings in: paid, owed and earned, from its payments — never from its delivery status (decision 024).
 * Every screen and answer that shows money (dashboard, customer page, orders list, atelier, CSV export, API) counts
 * with these functions and nothing else. No valibot, no Dexie: the device's figures use them in their first load.
 *
 * - paid: money received for the order: all of it once the order is marked paid (`paidAt`: the merchant's
 *   « Marquer payée », or a payment provider's confirmation), else the sum of its recorded payments (a deposit, a
 *   counter payment), never more than its total;
 * - owed: what is still to be received: total − paid; nothing on a canceled order;
 * - earned: what counts in the revenue: the paid part of every order that is not canceled, whatever its delivery.
 */
export interface MoneyOrder {
  status: OrderStatus;
  total: number;
  payments?: readonly { amount: number }[] | null;
  paidAt?: string | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * An order as the device or the database holds it (synced record data, or a row read back) seen for its money: the
 * total recomputed from its lines, fee and discount when it has lines (what the server computes), as the dashboard
 * and the device count it.
 */
export function moneyOrderOf(d: {
  status?: unknown;
  total?: unknown;
  lines?: unknown;
  deliveryFee?: unknown;
  discount?: unknown;
  payments?: unknown;
  paidAt?: unknown;
}): MoneyOrder {
  const status = ORDER_STATUSES.includes(d.status as OrderStatus) ? (d.status as OrderStatus) : 'pending';
  const total = Array.isArray(d.lines)
    ? orderGrandTotal(d.lines as OrderLine[], Number(d.deliveryFee) || 0, Number(d.discount) || 0)
    : Number(d.total) || 0;
  return {
    status,
    total,
    payments: Array.isArray(d.payments) ? (d.payments as { amount: number }[]) : [],
    paidAt: typeof d.paidAt === 'string' && d.paidAt ? d.paidAt : null,
  };
}

/** Money received for the order. */
export function paidOn(o: MoneyOrder): number {
  const total = Math.max(0, o.total || 0);
  if (o.paidAt) return round2(total);
  return round2(Math.min(total, paidOf(o.payments ?? [])));
}

/** Money still to be received for the order (0 once paid, 0 when canceled). */
export function owedOn(o: MoneyOrder): number {
  if (o.status === 'canceled') return 0;
  return round2(Math.max(0, (o.total || 0) - paidOn(o)));
}

/** What the order adds to the revenue: its paid part, unless canceled. */
export function earnedOn(o: MoneyOrder): number {
  return o.status === 'canceled' ? 0 : paidOn(o);
}

export type { PaymentState };

/** Where the order's money stands. An order of 0 (a free service) is paid. */
export function paymentState(o: MoneyOrder): PaymentState {
  if (o.status === 'canceled') return 'canceled';
  if (owedOn(o) === 0) return 'paid';
  return paidOn(o) > 0 ? 'partly_paid' : 'unpaid';
}

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  paid: 'Payée',
  partly_paid: 'Acompte reçu',
  unpaid: 'À payer',
  canceled: 'Annulée',
};

/** The figures of a set of orders (a store, a customer): earned, owed, and how many orders still owe something. */
export interface MoneyFigures {
  /** money received on orders not canceled (« Chiffre d'affaires », « Payé ») */
  earned: number;
  /** money still to receive (« À encaisser », « Reste à payer ») */
  owed: number;
  /** orders that still owe something */
  owing: number;
}

export function moneyFigures(orders: Iterable<MoneyOrder>): MoneyFigures {
  let earned = 0;
  let owed = 0;
  let owing = 0;
  for (const o of orders) {
    earned += earnedOn(o);
    const left = owedOn(o);
    owed += left;
    if (left > 0) owing += 1;
  }
  return { earned: round2(earned), owed: round2(owed), owing };
}
