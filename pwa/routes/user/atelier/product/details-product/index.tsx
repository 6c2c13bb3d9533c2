import { createFileRoute, redirect } from '@tanstack/react-router';

/** The details of no product in particular: the catalogue, to pick one. */
export const Route = createFileRoute('/user/atelier/product/details-product/')({
  beforeLoad: () => {
    throw redirect({ to: '/user/atelier/product/list-product', replace: true });
  },
});
