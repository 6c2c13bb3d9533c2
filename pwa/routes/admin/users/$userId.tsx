import { createFileRoute } from '@tanstack/react-router';
import { UserDetailPage } from '../../../features/admin/UsersPages';

export const Route = createFileRoute('/admin/users/$userId')({
  component: function UserRoute() {
    const { userId } = Route.useParams();
    return <UserDetailPage userId={userId} key={userId} />;
  },
});
