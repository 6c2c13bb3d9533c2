import { createFileRoute } from '@tanstack/react-router';
import { SuppliersPage } from '../../../../features/atelier/SupplierPages';

export const Route = createFileRoute('/user/atelier/supplier/supplier')({
  component: SuppliersPage,
});
