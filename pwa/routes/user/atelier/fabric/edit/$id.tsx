import { createFileRoute } from '@tanstack/react-router';
import { FabricFormPage } from '../../../../../features/atelier/FabricPages';

export const Route = createFileRoute('/user/atelier/fabric/edit/$id')({
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return <FabricFormPage id={id} />;
}
