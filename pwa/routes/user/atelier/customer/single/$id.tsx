import { createFileRoute, redirect } from '@tanstack/react-router';

/** The correctly spelt twin of the specification's path: it leads there, with the same search params and hash. */
export const Route = createFileRoute('/user/atelier/customer/single/$id')({
  beforeLoad: ({ params, location }) => {
    throw redirect({
      to: '/user/atelier/costumer/single/$id',
      params: { id: params.id },
      search: location.search,
      hash: location.hash,
      replace: true,
    });
  },
});
