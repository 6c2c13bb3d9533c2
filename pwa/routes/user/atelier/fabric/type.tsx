import { createFileRoute } from '@tanstack/react-router';
import { FabricTypesPage } from '../../../../features/atelier/WorkshopListsPages';

export const Route = createFileRoute('/user/atelier/fabric/type')({
  component: FabricTypesPage,
});
