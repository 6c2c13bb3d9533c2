import { OrdersPage } from './OrdersPage';
import type { OrderListFilters } from './order-list';
import { useStoreFacts } from './store-facts';

/** The orders list (its own module: the order page and the new-order form do not load the list's parts). */
export function OrdersScreen({ filters }: { filters: OrderListFilters }) {
  const { currency } = useStoreFacts();
  return <OrdersPage filters={filters} currency={currency} />;
}
