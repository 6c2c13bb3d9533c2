import { Alert, Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storefrontPaths } from '#shared/paths';
import { apiFetch } from '../../lib/api';
import { messageOf } from '../../lib/form-errors';
import { useOnline } from '../../lib/online';
import { STOREFRONT_STATUS_KEY, storefrontStatusQuery, type StorefrontStatus } from '../../lib/storefront-status';

/**
 * The storefront's publication state, shown above the pages whose changes republish it: 'Publication en cours',
 * 'Publié le …' with a link to the storefront, or the error in French with 'Réessayer'.
 */
export function PublicationBar({ slug }: { slug: string | null }) {
  const queryClient = useQueryClient();
  const status = useQuery(storefrontStatusQuery());
  const retry = useMutation({
    mutationFn: () => apiFetch<{ data: StorefrontStatus }>('/api/storefront/publish', { method: 'POST' }),
    onSuccess: (answer) => queryClient.setQueryData(STOREFRONT_STATUS_KEY, answer.data),
  });
  const online = useOnline();
  const s = status.data;
  if (!s || s.state === 'never') return null;
  // Offline the state kept on the device may be stale: no spinner that never stops, no red « Réessayer » that cannot
  // work. The offline banner says it all; « Publié le … » (what was last seen) still shows.
  if (!online && s.state !== 'published') return null;
  const link = slug ? (
    <Anchor href={storefrontPaths.home(slug)} target="_blank" rel="noopener" size="sm" data-testid="publication-link">
      <Group gap={4} wrap="nowrap" component="span">
        Voir la boutique <IconExternalLink size={14} />
      </Group>
    </Anchor>
  ) : null;

  if (s.state === 'failed')
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} py="xs" data-testid="publication-state">
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            La boutique en ligne n'a pas pu être publiée : {s.error}
            {retry.isError ? ` (${messageOf(retry.error)})` : ''}
          </Text>
          <Button size="xs" color="red" variant="light" onClick={() => retry.mutate()} loading={retry.isPending}>
            Réessayer
          </Button>
        </Group>
      </Alert>
    );
  return (
    <Group
      justify="space-between"
      gap="xs"
      px="sm"
      py={6}
      style={{ borderRadius: 8, background: 'var(--mantine-color-default-hover)' }}
      data-testid="publication-state"
    >
      <Group gap={6} wrap="nowrap">
        {s.state === 'publishing' ? (
          <Loader size={14} />
        ) : (
          <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" />
        )}
        <Text size="sm">{s.label}</Text>
      </Group>
      {link}
    </Group>
  );
}
