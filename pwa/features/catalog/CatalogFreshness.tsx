import { Badge, Button, Group, Text } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import type { ProductLimitJson } from '#shared/catalog-mirror';
import type { CatalogMirrorState } from '../../lib/catalog/catalog-mirror';
import { currentCatalogMirror } from '../../lib/catalog/use-catalog';
import { formatDateTime } from '../../lib/format';

/** Products left before the plan's limit, 'near' from 80 %. */
export function limitState(limit: ProductLimitJson | null | undefined, count: number): 'none' | 'ok' | 'near' | 'full' {
  if (!limit || limit.max === null) return 'none';
  if (count >= limit.max) return 'full';
  return count >= Math.ceil(limit.max * 0.8) ? 'near' : 'ok';
}

/** '12 / 20 produits' under the plan's limit (nothing when unlimited). */
export function LimitBadge({ limit, count }: { limit: ProductLimitJson | null | undefined; count: number }) {
  const state = limitState(limit, count);
  if (state === 'none' || !limit || limit.max === null) return null;
  return (
    <Badge
      variant="light"
      color={state === 'full' ? 'red' : state === 'near' ? 'orange' : 'gray'}
      data-testid="product-limit"
    >
      {count} / {limit.max} produits
    </Badge>
  );
}

/**
 * Where the list comes from: the copy on this device. Offline it says so with the time of the last read; a failed
 * read says it with a retry.
 */
export function CatalogFreshness({
  online,
  state,
  count,
}: {
  online: boolean;
  state: CatalogMirrorState;
  count: number;
}) {
  if (!online) {
    return (
      <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="catalog-offline">
        <IconWifiOff size={16} color="var(--mantine-color-orange-7)" style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" c="orange.8">
          Hors ligne : {count} produit{count > 1 ? 's' : ''} enregistré{count > 1 ? 's' : ''} sur cet appareil
          {state.refreshedAt ? ` (mis à jour le ${formatDateTime(state.refreshedAt)})` : ''}. Les modifications
          demandent le réseau.
        </Text>
      </Group>
    );
  }
  if (state.error) {
    return (
      <Group gap="xs">
        <Text size="sm" c="red.7">
          Le catalogue n'a pas pu être mis à jour : {state.error}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconRefresh size={14} />}
          onClick={() => void currentCatalogMirror()?.refresh()}
        >
          Réessayer
        </Button>
      </Group>
    );
  }
  return null;
}
