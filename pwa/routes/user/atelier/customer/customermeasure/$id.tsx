import { createFileRoute, redirect } from '@tanstack/react-router';

/** The correctly spelt twin of the specification's path: it leads there. */
export const Route = createFileRoute('/user/atelier/customer/customermeasure/$id')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/user/atelier/costumer/customermeasure/$id', params: { id: params.id }, replace: true });
  },
});
