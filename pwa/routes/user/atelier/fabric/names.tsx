import { createFileRoute } from '@tanstack/react-router';
import { FabricNamesPage } from '../../../../features/atelier/FabricPages';

export const Route = createFileRoute('/user/atelier/fabric/names')({
  component: FabricNamesPage,
});
