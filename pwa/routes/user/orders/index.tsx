import { createFileRoute } from '@tanstack/react-router';
import { OrdersScreen } from '../../../features/orders/OrdersScreen';
import { readOrderListSearch } from '../../../features/orders/order-list';

export const Route = createFileRoute('/user/orders/')({
  validateSearch: readOrderListSearch,
  component: function OrdersRoute() {
    return <OrdersScreen filters={Route.useSearch()} />;
  },
});
