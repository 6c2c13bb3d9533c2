import { createFileRoute } from '@tanstack/react-router';
import { ProductDetailPage } from '../../../../../features/catalog/ProductDetailPage';

export const Route = createFileRoute('/user/atelier/product/details-product/$id')({
  component: function DetailsProductRoute() {
    const { id } = Route.useParams();
    return <ProductDetailPage productId={id} key={id} />;
  },
});
