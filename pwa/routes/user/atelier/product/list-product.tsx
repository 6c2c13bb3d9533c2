import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage, readProductsSearch } from '../../../../features/catalog/ProductsPage';

/** The merchant's catalogue, from the atelier. */
export const Route = createFileRoute('/user/atelier/product/list-product')({
  validateSearch: readProductsSearch,
  component: function ListProductRoute() {
    return <ProductsPage search={Route.useSearch()} />;
  },
});
