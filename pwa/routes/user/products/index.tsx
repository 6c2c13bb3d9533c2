import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage, readProductsSearch } from '../../../features/catalog/ProductsPage';

export const Route = createFileRoute('/user/products/')({
  validateSearch: readProductsSearch,
  component: function ProductsRoute() {
    return <ProductsPage search={Route.useSearch()} />;
  },
});
