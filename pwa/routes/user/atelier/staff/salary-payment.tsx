import { createFileRoute, redirect } from '@tanstack/react-router';

/** The correctly spelt twin of the specification's path: it leads there, with the same search params and hash. */
export const Route = createFileRoute('/user/atelier/staff/salary-payment')({
  beforeLoad: ({ location }) => {
    throw redirect({
      to: '/user/atelier/staff/salary-payement',
      search: location.search,
      hash: location.hash,
      replace: true,
    });
  },
});
