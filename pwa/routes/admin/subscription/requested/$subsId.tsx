import { createFileRoute } from '@tanstack/react-router';
import { RequestDetailPage } from '../../../../features/admin/RequestsPages';

export const Route = createFileRoute('/admin/subscription/requested/$subsId')({
  component: function RequestRoute() {
    const { subsId } = Route.useParams();
    return <RequestDetailPage requestId={subsId} />;
  },
});
