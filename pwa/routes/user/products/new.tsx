import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '../../../features/catalog/ProductFormPage';

export const Route = createFileRoute('/user/products/new')({
  component: () => <ProductFormPage />,
});
