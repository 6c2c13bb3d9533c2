import { createFileRoute, redirect } from '@tanstack/react-router';

/** /user itself has no page: the merchant's home is the dashboard. */
export const Route = createFileRoute('/user/')({
  beforeLoad: () => {
    throw redirect({ to: '/user/dashboard', replace: true });
  },
});
