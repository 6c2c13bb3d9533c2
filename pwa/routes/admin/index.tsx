import { createFileRoute, redirect } from '@tanstack/react-router';

/** /admin itself has no page: the administrator's home is the dashboard. */
export const Route = createFileRoute('/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/dashboard', replace: true });
  },
});
