import { createFileRoute } from '@tanstack/react-router';
import { ShopDetailPage } from '../../../features/admin/ShopsPages';

export const Route = createFileRoute('/admin/shops/$shopId')({
  component: function ShopRoute() {
    const { shopId } = Route.useParams();
    return <ShopDetailPage shopId={shopId} />;
  },
});
