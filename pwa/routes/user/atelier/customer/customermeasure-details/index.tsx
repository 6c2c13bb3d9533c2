import { createFileRoute } from '@tanstack/react-router';
import { MeasurementsListPage } from '../../../../../features/atelier/MeasurementSheetPage';

export const Route = createFileRoute('/user/atelier/customer/customermeasure-details/')({
  component: MeasurementsListPage,
});
