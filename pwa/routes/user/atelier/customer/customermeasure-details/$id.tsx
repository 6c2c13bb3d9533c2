import { createFileRoute } from '@tanstack/react-router';
import { MeasurementSheetPage } from '../../../../../features/atelier/MeasurementSheetPage';

export const Route = createFileRoute('/user/atelier/customer/customermeasure-details/$id')({
  component: SheetRoute,
});

function SheetRoute() {
  const { id } = Route.useParams();
  return <MeasurementSheetPage id={id} />;
}
