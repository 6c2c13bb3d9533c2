import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '../../../../../features/catalog/ProductFormPage';

/** A product's images: its edit form, whose images field adds, orders and removes them. */
export const Route = createFileRoute('/user/atelier/ecommerce/new-images/$id')({
  component: function NewImagesRoute() {
    const { id } = Route.useParams();
    return <ProductFormPage productId={id} key={id} />;
  },
});
