import { createFileRoute } from '@tanstack/react-router';
import { NewOrderForm } from '../../../features/orders/NewOrderForm';

export const Route = createFileRoute('/user/orders/new')({
  // ?customer=<id>: the form opens with this customer chosen (from the customer's page).
  validateSearch: (search: Record<string, unknown>): { customer?: string } =>
    typeof search.customer === 'string' ? { customer: search.customer } : {},
  component: function NewOrderRoute() {
    const { customer } = Route.useSearch();
    return <NewOrderForm customerId={customer} />;
  },
});
