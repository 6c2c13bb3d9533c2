import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage } from '../../../../features/catalog/ProductsPage';
import { readProductsSearch } from '../../../../features/catalog/products-search';

export const Route = createFileRoute('/user/atelier/ecommerce/list-product')({
  validateSearch: readProductsSearch,
  component: function EcommerceListRoute() {
    return <ProductsPage search={Route.useSearch()} />;
  },
});
