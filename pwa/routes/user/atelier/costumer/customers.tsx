import { createFileRoute } from '@tanstack/react-router';
import { AtelierCustomersPage } from '../../../../features/atelier/AtelierCustomersPage';

// The specification's path, spelt as it is.
export const Route = createFileRoute('/user/atelier/costumer/customers')({
  component: () => <AtelierCustomersPage view="list" />,
});
