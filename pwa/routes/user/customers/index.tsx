import { createFileRoute } from '@tanstack/react-router';
import { CustomersPage } from '../../../features/customers/CustomersPage';

interface CustomersSearch {
  /** Mutation id of a refused change to correct (link from /user/sync). */
  fix?: string;
}

export const Route = createFileRoute('/user/customers/')({
  validateSearch: (search: Record<string, unknown>): CustomersSearch =>
    typeof search.fix === 'string' ? { fix: search.fix } : {},
  component: CustomersListRoute,
});

function CustomersListRoute() {
  const { fix } = Route.useSearch();
  return <CustomersPage view="list" fix={fix} key={fix ?? ''} />;
}
