import { createFileRoute } from '@tanstack/react-router';
import { PartsPage } from '../../../../features/atelier/PartsPage';

// The specification's path, spelt as it is; /user/atelier/measurements/parts is its correctly spelt twin.
export const Route = createFileRoute('/user/atelier/mesurements/measurment-part')({
  component: PartsPage,
});
