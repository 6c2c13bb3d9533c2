import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionSettingsPage } from '../../../features/subscription-settings/SubscriptionSettingsPage';

/** The merchant's subscriptions (target of her `subscription` notifications). */
export const Route = createFileRoute('/user/settings/settings')({ component: SubscriptionSettingsPage });
