import { createFileRoute } from '@tanstack/react-router';
import { MeasurePage } from '../../../../../features/atelier/MeasurePage';

export const Route = createFileRoute('/user/atelier/costumer/customermeasure/$id')({
  component: MeasureRoute,
});

function MeasureRoute() {
  const { id } = Route.useParams();
  return <MeasurePage key={id} customerId={id} />;
}
