import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '../../../../features/catalog/ProductFormPage';

export const Route = createFileRoute('/user/atelier/ecommerce/new-product')({
  component: () => <ProductFormPage />,
});
