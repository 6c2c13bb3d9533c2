import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionsListPage } from '../../../features/admin/SubscriptionsPages';

export const Route = createFileRoute('/admin/subscription/')({ component: SubscriptionsListPage });
