import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage } from '../../../features/catalog/ProductsPage';
import { readProductsSearch } from '../../../features/catalog/products-search';

export const Route = createFileRoute('/user/products/')({
  validateSearch: readProductsSearch,
  component: function ProductsRoute() {
    return <ProductsPage search={Route.useSearch()} />;
  },
});
