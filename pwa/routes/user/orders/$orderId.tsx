import { createFileRoute } from '@tanstack/react-router';
import { OrderScreen } from '../../../features/orders/OrderScreen';

export const Route = createFileRoute('/user/orders/$orderId')({
  component: function OrderRoute() {
    return <OrderScreen id={Route.useParams().orderId} />;
  },
});
