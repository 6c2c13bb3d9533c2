import { createFileRoute } from '@tanstack/react-router';
import { AtelierCustomersPage } from '../../../../features/atelier/AtelierCustomersPage';

export const Route = createFileRoute('/user/atelier/costumer/card')({
  component: () => <AtelierCustomersPage view="card" />,
});
