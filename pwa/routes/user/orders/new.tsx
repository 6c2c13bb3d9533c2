import { createFileRoute } from '@tanstack/react-router';
import { NewOrderForm } from '../../../features/orders/NewOrderForm';

export const Route = createFileRoute('/user/orders/new')({
  component: NewOrderForm,
});
