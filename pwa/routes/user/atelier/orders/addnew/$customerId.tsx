import { createFileRoute } from '@tanstack/react-router';
import { AtelierOrderFormPage } from '../../../../../features/atelier/AtelierOrderFormPage';

export const Route = createFileRoute('/user/atelier/orders/addnew/$customerId')({
  component: NewOrderRoute,
});

function NewOrderRoute() {
  const { customerId } = Route.useParams();
  return <AtelierOrderFormPage key={customerId} customerId={customerId} />;
}
