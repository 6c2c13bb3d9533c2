import { createFileRoute, redirect } from '@tanstack/react-router';

/** The correctly spelt twin of the specification's path: it leads there, with the same search params and hash. */
export const Route = createFileRoute('/user/atelier/settings/gallery')({
  beforeLoad: ({ location }) => {
    throw redirect({
      to: '/user/atelier/settings/galery',
      search: location.search,
      hash: location.hash,
      replace: true,
    });
  },
});
