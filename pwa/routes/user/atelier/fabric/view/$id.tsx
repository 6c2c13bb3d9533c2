import { createFileRoute } from '@tanstack/react-router';
import { FabricPage } from '../../../../../features/atelier/FabricPages';

export const Route = createFileRoute('/user/atelier/fabric/view/$id')({
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return <FabricPage id={id} />;
}
