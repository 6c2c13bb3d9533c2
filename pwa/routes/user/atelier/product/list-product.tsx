import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage } from '../../../../features/catalog/ProductsPage';
import { readProductsSearch } from '../../../../features/catalog/products-search';

/** The merchant's catalogue, from the atelier. */
export const Route = createFileRoute('/user/atelier/product/list-product')({
  validateSearch: readProductsSearch,
  component: function ListProductRoute() {
    return <ProductsPage search={Route.useSearch()} />;
  },
});
