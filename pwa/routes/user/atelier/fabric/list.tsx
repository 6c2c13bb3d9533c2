import { createFileRoute } from '@tanstack/react-router';
import { FabricsPage } from '../../../../features/atelier/FabricPages';

export const Route = createFileRoute('/user/atelier/fabric/list')({
  component: FabricsPage,
});
