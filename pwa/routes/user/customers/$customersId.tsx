import { createFileRoute } from '@tanstack/react-router';
import { CustomerProfile } from '../../../features/customers/CustomerProfile';

export const Route = createFileRoute('/user/customers/$customersId')({
  component: CustomerProfileRoute,
});

function CustomerProfileRoute() {
  const { customersId } = Route.useParams();
  return <CustomerProfile id={customersId} />;
}
