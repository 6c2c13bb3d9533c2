import { createFileRoute } from '@tanstack/react-router';
import { NewSupplierPage } from '../../../../features/atelier/SupplierPages';

// The specification's path, spelt as it is (supplier/new is its correctly spelt twin).
export const Route = createFileRoute('/user/atelier/supplier/newsuppplier')({
  component: NewSupplierPage,
});
