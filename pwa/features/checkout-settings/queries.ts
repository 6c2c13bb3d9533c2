import { queryOptions } from '@tanstack/react-query';
import type { CheckoutSettingsJson } from '#shared/checkout';
import type { PaymentConnectionJson } from '#shared/schemas/online-payment';
import { apiFetch } from '../../lib/api';

export const CHECKOUT_SETTINGS_KEY = ['checkout-settings'] as const;

/** GET /api/checkout-settings: delivery, payment and time zone of the merchant's store. */
export function checkoutSettingsQuery() {
  return queryOptions({
    queryKey: CHECKOUT_SETTINGS_KEY,
    queryFn: () => apiFetch<CheckoutSettingsJson>('/api/checkout-settings'),
  });
}

export const PAYMENT_CONNECTION_KEY = ['checkout-settings', 'payment-connection'] as const;

/** GET /api/payment-connection: whether the store's CinetPay is connected (never a key: its last 4 characters). */
export function paymentConnectionQuery() {
  return queryOptions({
    queryKey: PAYMENT_CONNECTION_KEY,
    queryFn: () => apiFetch<{ data: PaymentConnectionJson }>('/api/payment-connection').then((a) => a.data),
  });
}
