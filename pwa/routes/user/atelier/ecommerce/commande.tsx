import { createFileRoute } from '@tanstack/react-router';
import { OrdersScreen } from '../../../../features/orders/OrdersScreen';
import { readOrderListSearch } from '../../../../features/orders/order-list';

/** The shop's orders (the merchant's list, atelier orders included), from the atelier. */
export const Route = createFileRoute('/user/atelier/ecommerce/commande')({
  validateSearch: readOrderListSearch,
  component: function CommandeRoute() {
    return <OrdersScreen filters={Route.useSearch()} />;
  },
});
