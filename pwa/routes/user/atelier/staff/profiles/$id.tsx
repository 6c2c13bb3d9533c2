import { createFileRoute } from '@tanstack/react-router';
import { StaffProfilePage } from '../../../../../features/staff/StaffPages';

export const Route = createFileRoute('/user/atelier/staff/profiles/$id')({
  component: function StaffProfileRoute() {
    const { id } = Route.useParams();
    return <StaffProfilePage id={id} />;
  },
});
