import { createFileRoute } from '@tanstack/react-router';
import { NewSupplierPage } from '../../../../features/atelier/SupplierPages';

export const Route = createFileRoute('/user/atelier/supplier/new')({
  component: NewSupplierPage,
});
