import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { PersonalizationPage } from '../../../features/personalization/PersonalizationPage';
import { merchantStoreQuery } from '../../../lib/merchant-store';
import { useSession } from '../../../lib/session';

export const Route = createFileRoute('/user/settings/personalization')({
  component: PersonalizationRoute,
});

function PersonalizationRoute() {
  const session = useSession();
  const store = useQuery({ ...merchantStoreQuery(session?.userId ?? ''), enabled: Boolean(session) });
  return <PersonalizationPage storeName={store.data?.name ?? ''} />;
}
