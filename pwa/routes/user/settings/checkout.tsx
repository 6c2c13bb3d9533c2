import { createFileRoute } from '@tanstack/react-router';
import { CheckoutSettingsPage } from '../../../features/checkout-settings/CheckoutSettingsPage';

/** « Livraison et paiement »: delivery, payment and time zone of the store. */
export const Route = createFileRoute('/user/settings/checkout')({ component: CheckoutSettingsPage });
