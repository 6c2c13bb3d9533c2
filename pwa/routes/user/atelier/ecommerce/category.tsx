import { createFileRoute } from '@tanstack/react-router';
import { CategoriesPage } from '../../../../features/catalog/CategoriesPage';

export const Route = createFileRoute('/user/atelier/ecommerce/category')({
  component: CategoriesPage,
});
