import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '../../../../features/catalog/ProductFormPage';

export const Route = createFileRoute('/user/products/edit/$productId')({
  component: function ProductEditRoute() {
    const { productId } = Route.useParams();
    return <ProductFormPage productId={productId} key={productId} />;
  },
});
