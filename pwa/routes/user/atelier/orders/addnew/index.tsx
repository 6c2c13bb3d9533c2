import { createFileRoute } from '@tanstack/react-router';
import { AtelierOrderFormPage } from '../../../../../features/atelier/AtelierOrderFormPage';

export const Route = createFileRoute('/user/atelier/orders/addnew/')({
  component: () => <AtelierOrderFormPage />,
});
