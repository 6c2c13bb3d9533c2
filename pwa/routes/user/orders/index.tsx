import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { ORDER_STATUSES, type OrderStatusName } from '#shared/schemas/order';
import { OrdersPage } from '../../../features/orders/OrdersPage';
import type { OrderListFilters } from '../../../features/orders/queries';
import { merchantStoreQuery } from '../../../lib/merchant-store';
import { useSession } from '../../../lib/session';

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
    const session = useSession();
    const store = useQuery({ ...merchantStoreQuery(session?.userId ?? ''), enabled: Boolean(session) });
    return <OrdersPage filters={Route.useSearch()} currency={store.data?.currency} />;
  },
});
