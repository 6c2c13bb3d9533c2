import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messageOf } from '../../lib/form-errors';
import { useOnline } from '../../lib/online';
import { GalleryManager } from './GalleryManager';
import { personalizationQuery } from './queries';

/**
 * The gallery of realisations on its own page (/user/atelier/settings/galery): the same images as the storefront's
 * « Galerie » and the personalization page's gallery, so a tailor adds her finished boubous once.
 */
export function GalleryPage() {
  // Offline with nothing read yet: say so, instead of a loader while the request retries.
  const online = useOnline();
  const query = useQuery(personalizationQuery());
  return (
    <Stack maw={760}>
      <Title order={2} size="h3">
        Galerie des réalisations
      </Title>
      <Text size="sm" c="dimmed">
        Les photos de vos réalisations : elles s’affichent aussi sur la page « Galerie » de votre boutique.
      </Text>
      {query.isPending && (!online || query.fetchStatus === 'paused') ? (
        <Alert color="gray" title="Hors ligne">
          La galerie s’affiche et se modifie quand internet revient.
        </Alert>
      ) : query.isPending ? (
        <Loader />
      ) : query.isError && query.data === undefined ? (
        <Alert color="red">{messageOf(query.error)}</Alert>
      ) : (
        <GalleryManager data={query.data} />
      )}
    </Stack>
  );
}
