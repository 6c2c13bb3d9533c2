import { Anchor, Badge, Group, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { storefrontPaths } from '#shared/paths';
import { storefrontStatusQuery } from './storefront-status';
import { useOnline } from './online';

const COLORS = { publishing: 'blue', published: 'green', failed: 'red', never: 'gray' } as const;

/** The storefront's publication state, with a link to the storefront once it is published. */
export function PublicationBadge({ slug }: { slug?: string }) {
  const status = useQuery(storefrontStatusQuery());
  const online = useOnline();
  if (!status.data) return null;
  const { state, label } = status.data;
  // Offline a kept « en cours » may be long over: no spinner that cannot stop (see PublicationBar).
  if (!online && state === 'publishing') return null;
  return (
    <Group gap="xs" data-testid="publication-state" data-state={state}>
      <Badge color={COLORS[state]} variant="light" leftSection={state === 'publishing' ? <Loader size={10} /> : null}>
        {state === 'published' ? 'Publiée' : state === 'publishing' ? 'Publication en cours' : label}
      </Badge>
      {state === 'published' && slug && (
        <Anchor href={storefrontPaths.home(slug)} target="_blank" rel="noopener" size="sm">
          Voir ma boutique
        </Anchor>
      )}
    </Group>
  );
}
