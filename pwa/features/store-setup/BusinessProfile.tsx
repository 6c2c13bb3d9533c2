import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { COMPANY_FETCH_ERROR, merchantStoreQuery } from '../../lib/merchant-store';
import { useSession } from '../../lib/session';
import { useOnline } from '../../lib/online';
import { NetworkNeeded } from '../../lib/ui/NetworkNeeded';
import { StoreSetupForm } from './StoreSetupForm';

/** The business profile (settings/profiles): every store field of the setup form, filled from the store. */
export function BusinessProfile({ logoGif = false }: { logoGif?: boolean }) {
  const session = useSession();
  const store = useQuery({ ...merchantStoreQuery(session?.userId ?? ''), enabled: Boolean(session) });
  const online = useOnline();
  if (!session) return null;
  if (store.data === undefined && !online) return <NetworkNeeded what="Le profil de l’entreprise" />;
  if (store.isError) return <Alert color="red">{COMPANY_FETCH_ERROR}</Alert>;
  if (store.data === undefined) return <Text c="dimmed">Chargement…</Text>;
  if (store.data === null)
    return <Alert color="yellow">Configurez d'abord votre boutique (fenêtre « Configurer Votre Boutique »).</Alert>;
  return (
    <StoreSetupForm
      userId={session.userId}
      store={store.data}
      key={store.data.updated_at}
      onCreated={() => undefined}
      logoGif={logoGif}
    />
  );
}
