import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionDetailPage } from '../../../features/admin/SubscriptionsPages';

export const Route = createFileRoute('/admin/subscription/$subsId')({
  component: function SubscriptionRoute() {
    const { subsId } = Route.useParams();
    return <SubscriptionDetailPage subsId={subsId} />;
  },
});
