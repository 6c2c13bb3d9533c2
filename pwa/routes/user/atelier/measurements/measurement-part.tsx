import { createFileRoute, redirect } from '@tanstack/react-router';

/** The correctly spelt twin of the specification's path: it leads there, with the same search params and hash. */
export const Route = createFileRoute('/user/atelier/measurements/measurement-part')({
  beforeLoad: ({ location }) => {
    throw redirect({
      to: '/user/atelier/mesurements/measurment-part',
      search: location.search,
      hash: location.hash,
      replace: true,
    });
  },
});
