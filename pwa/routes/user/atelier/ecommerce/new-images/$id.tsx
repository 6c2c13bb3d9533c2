import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '../../../../../features/catalog/ProductFormPage';

/** A product's images: its edit form, opened on its images field (which adds, orders and removes them). */
export const Route = createFileRoute('/user/atelier/ecommerce/new-images/$id')({
  component: function NewImagesRoute() {
    const { id } = Route.useParams();
    return <ProductFormPage productId={id} focus="images" key={id} />;
  },
});
