import { createFileRoute, redirect } from '@tanstack/react-router';

/** The correctly spelt twin of the specification's path: it leads there. */
export const Route = createFileRoute('/user/atelier/customer/card')({
  beforeLoad: () => {
    throw redirect({ to: '/user/atelier/costumer/card', replace: true });
  },
});
