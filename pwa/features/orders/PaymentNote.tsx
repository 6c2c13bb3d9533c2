import { Text } from '@mantine/core';
import { PAYMENT_STATE_LABELS, moneyOrderOf, owedOn, paymentState } from '#shared/order-money';
import type { OrderRecord } from '#shared/schemas/order-record';
import { money } from '../../lib/money';
import { paidLine } from './paid-line';

/**
 * Under an order's total: where its money stands (decision 024) — « Payée », « À payer », or what is left after a
 * deposit. The same words as the customer's page and the atelier, from the same functions. An order a payment
 * provider confirmed says so, and when (« Payée automatiquement le … »), wrapping under the amount.
 */
export function PaymentNote({ order, currency }: { order: OrderRecord; currency?: string }) {
  const m = moneyOrderOf(order);
  const state = paymentState(m);
  if (state === 'canceled') return null;
  if (order.paidAt && order.paidVia)
    return (
      <Text
        size="xs"
        c="teal"
        maw={200}
        ml="auto"
        style={{ whiteSpace: 'normal', textAlign: 'right' }}
        data-testid="order-payment-state"
      >
        {paidLine(order.paidAt, order.paidVia)}
      </Text>
    );
  return (
    <Text size="xs" c={state === 'paid' ? 'teal' : 'red'} data-testid="order-payment-state">
      {state === 'partly_paid' ? `Reste ${money(owedOn(m), currency)}` : PAYMENT_STATE_LABELS[state]}
    </Text>
  );
}
