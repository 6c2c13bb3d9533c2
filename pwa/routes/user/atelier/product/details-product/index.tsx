import { createFileRoute, redirect } from '@tanstack/react-router';

/** The details of no product in particular: the catalogue, to pick one. */
export const Route = createFileRoute('/user/atelier/product/details-product/')({
  beforeLoad: ({ location }) => {
    throw redirect({
      to: '/user/atelier/product/list-product',
      search: location.search,
      hash: location.hash,
      replace: true,
    });
  },
});
