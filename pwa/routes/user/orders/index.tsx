import { createFileRoute } from '@tanstack/react-router';
import { ORDER_STATUSES, type OrderStatusName } from '#shared/schemas/order';
import { OrdersScreen } from '../../../features/orders/OrderScreen';
import type { OrderListFilters } from '../../../features/orders/order-list';

const day = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

export const Route = createFileRoute('/user/orders/')({
  validateSearch: (s: Record<string, unknown>): OrderListFilters => ({
    status: (ORDER_STATUSES as readonly unknown[]).includes(s.status) ? (s.status as OrderStatusName) : undefined,
    search: typeof s.search === 'string' && s.search ? s.search : undefined,
    from: day(s.from),
    to: day(s.to),
    page: Number.isInteger(s.page) && (s.page as number) > 1 ? (s.page as number) : undefined,
  }),
  component: function OrdersRoute() {
    return <OrdersScreen filters={Route.useSearch()} />;
  },
});
