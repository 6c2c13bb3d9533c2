import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage, readProductsSearch } from '../../../../features/catalog/ProductsPage';

export const Route = createFileRoute('/user/atelier/ecommerce/list-product')({
  validateSearch: readProductsSearch,
  component: function EcommerceListRoute() {
    return <ProductsPage search={Route.useSearch()} />;
  },
});
