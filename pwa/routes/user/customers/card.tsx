import { createFileRoute } from '@tanstack/react-router';
import { CustomersPage } from '../../../features/customers/CustomersPage';

export const Route = createFileRoute('/user/customers/card')({
  component: () => <CustomersPage view="card" />,
});
