import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '../../../../features/catalog/ProductFormPage';

/** The merchant's new-product form, from the atelier (ready-to-wear and fabrics sold in the shop). */
export const Route = createFileRoute('/user/atelier/product/add-product')({
  component: () => <ProductFormPage />,
});
