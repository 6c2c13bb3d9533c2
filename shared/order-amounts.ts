import type { OrderLine } from './schemas/order-record';
import type { Payment } from './schemas/atelier-order';

// An order's sums, what is left to pay on a workshop order, and its lines in one text: pure functions, apart from the order schemas (order-record.ts and
// atelier-order.ts re-export them) so that the device's tables and figures (pwa/lib/sync) use them without bringing the order, checkout
// and atelier schemas into the first load of every screen that reads the device (issue 22).

const round2 = (n: number) => Math.round(n * 100) / 100;
export const lineTotal = (l: Pick<OrderLine, 'quantity' | 'unitPrice'>) => round2(l.quantity * l.unitPrice);
export const orderTotal = (lines: readonly Pick<OrderLine, 'quantity' | 'unitPrice'>[]) =>
  round2(lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0));
/** What the customer pays: the lines, plus the delivery fee, minus the promo discount (never below 0). */
export const orderGrandTotal = (
  lines: readonly Pick<OrderLine, 'quantity' | 'unitPrice'>[],
  deliveryFee = 0,
  discount = 0,
) => Math.max(0, round2(orderTotal(lines) + deliveryFee - discount));

/** The lines in one short text (« Pagne wax × 2, Boubou × 1 »), for lists, notifications and mails. */
export function linesSummary(lines: readonly Pick<OrderLine, 'name' | 'quantity'>[]): string {
  return lines.map((l) => `${l.name} × ${l.quantity}`).join(', ');
}

export const paidOf = (payments: readonly Pick<Payment, 'amount'>[] | undefined) =>
  round2((payments ?? []).reduce((sum, p) => sum + p.amount, 0));

/** What the customer still owes on an order: its total minus every payment (never below 0). */
export const balanceOf = (order: { total: number; payments?: readonly Pick<Payment, 'amount'>[] }) =>
  Math.max(0, round2(order.total - paidOf(order.payments)));
