import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../../features/notifications/NotificationsPage';
import { useSession } from '../../../lib/session';

export const Route = createFileRoute('/user/atelier/notifications')({
  component: function NotificationsRoute() {
    const session = useSession();
    return session ? <NotificationsPage audience="user" userId={session.userId} /> : null;
  },
});
