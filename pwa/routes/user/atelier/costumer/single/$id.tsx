import { createFileRoute } from '@tanstack/react-router';
import { CustomerSinglePage } from '../../../../../features/atelier/CustomerSinglePage';

export const Route = createFileRoute('/user/atelier/costumer/single/$id')({
  component: SingleRoute,
});

function SingleRoute() {
  const { id } = Route.useParams();
  return <CustomerSinglePage id={id} />;
}
