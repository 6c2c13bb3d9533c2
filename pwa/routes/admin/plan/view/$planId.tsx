import { createFileRoute } from '@tanstack/react-router';
import { PlanViewPage } from '../../../../features/admin/PlansPages';

export const Route = createFileRoute('/admin/plan/view/$planId')({
  component: function PlanViewRoute() {
    const { planId } = Route.useParams();
    return <PlanViewPage planId={planId} />;
  },
});
