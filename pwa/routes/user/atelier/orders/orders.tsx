import { createFileRoute } from '@tanstack/react-router';
import { AtelierOrdersPage } from '../../../../features/atelier/AtelierOrderPage';

export const Route = createFileRoute('/user/atelier/orders/orders')({
  component: AtelierOrdersPage,
});
