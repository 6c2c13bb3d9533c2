import { createFileRoute } from '@tanstack/react-router';
import { FabricFormPage } from '../../../../features/atelier/FabricPages';

export const Route = createFileRoute('/user/atelier/fabric/add')({
  component: FabricFormPage,
});
