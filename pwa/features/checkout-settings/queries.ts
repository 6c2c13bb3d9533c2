import { queryOptions } from '@tanstack/react-query';
import type { CheckoutSettingsJson } from '#shared/checkout';
import { apiFetch } from '../../lib/api';

export const CHECKOUT_SETTINGS_KEY = ['checkout-settings'] as const;

/** GET /api/checkout-settings: delivery, payment and time zone of the merchant's store. */
export function checkoutSettingsQuery() {
  return queryOptions({
    queryKey: CHECKOUT_SETTINGS_KEY,
    queryFn: () => apiFetch<CheckoutSettingsJson>('/api/checkout-settings'),
  });
}
