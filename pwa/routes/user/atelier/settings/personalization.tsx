import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { PersonalizationPage } from '../../../../features/personalization/PersonalizationPage';
import { merchantStoreQuery } from '../../../../lib/merchant-store';
import { useSession } from '../../../../lib/session';

/** The storefront's personalization (the merchant's page), from the atelier. */
export const Route = createFileRoute('/user/atelier/settings/personalization')({
  component: PersonalizationRoute,
});

function PersonalizationRoute() {
  const session = useSession();
  const store = useQuery({ ...merchantStoreQuery(session?.userId ?? ''), enabled: Boolean(session) });
  return <PersonalizationPage storeName={store.data?.name ?? ''} />;
}
