import { createFileRoute, redirect } from '@tanstack/react-router';

/** The correctly spelt twin of the specification's path: it leads there. */
export const Route = createFileRoute('/user/atelier/settings/gallery')({
  beforeLoad: () => {
    throw redirect({ to: '/user/atelier/settings/galery', replace: true });
  },
});
