import { createFileRoute } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { OrderDetail } from '../../../features/orders/OrderDetail';
import { changeOrderStatus, orderQuery } from '../../../features/orders/queries';
import { merchantStoreQuery } from '../../../lib/merchant-store';
import { useSession } from '../../../lib/session';
import { toast } from '../../../app/toast';

export const Route = createFileRoute('/user/orders/$orderId')({
  component: function OrderRoute() {
    const { orderId } = Route.useParams();
    const session = useSession();
    const store = useQuery({ ...merchantStoreQuery(session?.userId ?? ''), enabled: Boolean(session) });
    const order = useQuery(orderQuery(orderId));
    const client = useQueryClient();
    return (
      <OrderDetail
        order={order.data}
        error={order.error?.message}
        currency={store.data?.currency}
        storeName={store.data?.name ?? 'Boutique'}
        onChangeStatus={async (status, message) => {
          const saved = await changeOrderStatus(orderId, status, message);
          client.setQueryData(orderQuery(orderId).queryKey, saved);
          void client.invalidateQueries({ queryKey: ['orders', 'list'] });
          toast('Commande mise à jour.', 'success');
          return 'Commande mise à jour.';
        }}
      />
    );
  },
});
