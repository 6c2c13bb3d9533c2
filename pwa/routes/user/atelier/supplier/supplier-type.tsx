import { createFileRoute } from '@tanstack/react-router';
import { SupplierTypesPage } from '../../../../features/atelier/WorkshopListsPages';

export const Route = createFileRoute('/user/atelier/supplier/supplier-type')({
  component: SupplierTypesPage,
});
