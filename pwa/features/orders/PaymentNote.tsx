import { Text } from '@mantine/core';
import { PAYMENT_STATE_LABELS, moneyOrderOf, owedOn, paymentState } from '#shared/order-money';
import type { OrderRecord } from '#shared/schemas/order-record';
import { money } from '../../lib/money';

/**
 * Under an order's total: where its money stands (decision 024) — « Payée », « À payer », or what is left after a
 * deposit. The same words as the customer's page and the atelier, from the same functions.
 */
export function PaymentNote({ order, currency }: { order: OrderRecord; currency?: string }) {
  const m = moneyOrderOf(order);
  const state = paymentState(m);
  if (state === 'canceled') return null;
  return (
    <Text size="xs" c={state === 'paid' ? 'teal' : 'red'} data-testid="order-payment-state">
      {state === 'partly_paid' ? `Reste ${money(owedOn(m), currency)}` : PAYMENT_STATE_LABELS[state]}
    </Text>
  );
}
