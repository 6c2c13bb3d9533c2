import { createFileRoute } from '@tanstack/react-router';
import { PlanEditPage } from '../../../features/admin/PlansPages';

export const Route = createFileRoute('/admin/plan/$planId')({
  component: function PlanEditRoute() {
    const { planId } = Route.useParams();
    return <PlanEditPage planId={planId} key={planId} />;
  },
});
