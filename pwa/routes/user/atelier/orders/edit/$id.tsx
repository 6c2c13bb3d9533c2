import { createFileRoute } from '@tanstack/react-router';
import { AtelierOrderPage } from '../../../../../features/atelier/AtelierOrderPage';

export const Route = createFileRoute('/user/atelier/orders/edit/$id')({
  component: OrderRoute,
});

function OrderRoute() {
  const { id } = Route.useParams();
  return <AtelierOrderPage id={id} edit />;
}
