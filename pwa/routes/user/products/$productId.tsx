import { createFileRoute } from '@tanstack/react-router';
import { ProductDetailPage } from '../../../features/catalog/ProductDetailPage';

export const Route = createFileRoute('/user/products/$productId')({
  component: function ProductDetailRoute() {
    const { productId } = Route.useParams();
    return <ProductDetailPage productId={productId} key={productId} />;
  },
});
