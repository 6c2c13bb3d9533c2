import { createFileRoute, redirect } from '@tanstack/react-router';

/** The correctly spelt twin of the specification's path: it leads there. */
export const Route = createFileRoute('/user/atelier/supplier/newsupplier')({
  beforeLoad: () => {
    throw redirect({ to: '/user/atelier/supplier/newsuppplier', replace: true });
  },
});
