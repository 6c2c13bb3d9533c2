import { createFileRoute } from '@tanstack/react-router';
import { PartsPage } from '../../../../features/atelier/PartsPage';

export const Route = createFileRoute('/user/atelier/measurements/parts')({
  component: PartsPage,
});
