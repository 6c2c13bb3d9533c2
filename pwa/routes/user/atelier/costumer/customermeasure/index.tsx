import { createFileRoute } from '@tanstack/react-router';
import { MeasurePage } from '../../../../../features/atelier/MeasurePage';

export const Route = createFileRoute('/user/atelier/costumer/customermeasure/')({
  component: () => <MeasurePage />,
});
