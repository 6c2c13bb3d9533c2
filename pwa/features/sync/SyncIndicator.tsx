import { Badge, Group, Loader, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSyncRuntime } from '../../lib/sync/runtime';
import { useSyncStatus } from '../../lib/sync/use-sync-status';
import { describeSync, formatLastSync } from './sync-labels';

/**
 * The always-visible sync indicator of the merchant top bar: online or offline, changes waiting to be sent,
 * last successful sync, and changes to review. Clicking it opens /user/sync.
 */
export function SyncIndicator() {
  const runtime = useSyncRuntime();
  const status = useSyncStatus(runtime);
  if (!runtime) return null;
  const view = describeSync(status);
  const toReview = status.conflicts + status.rejected;
  const icon = !status.online ? (
    <IconCloudOff size={18} />
  ) : status.engine.phase === 'syncing' ? (
    <Loader size={14} />
  ) : toReview > 0 || view.color === 'red' ? (
    <IconAlertTriangle size={18} />
  ) : status.pending > 0 ? (
    <IconRefresh size={18} />
  ) : (
    <IconCloudCheck size={18} />
  );
  return (
    <Tooltip label={`${view.detail} — Dernière synchronisation : ${formatLastSync(status.lastSyncAt)}`} withArrow>
      <UnstyledButton
        component={Link}
        to="/user/sync"
        aria-label={`Synchronisation : ${view.label}`}
        data-testid="sync-indicator"
        // A 44 px target around the small badge (a thumb on a phone).
        style={{ minHeight: 44, minWidth: 44, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <Group gap={6} wrap="nowrap">
          {/* On a phone the icon alone (the offline banner says the rest): « HO… » cut badges said nothing. */}
          <Badge color={view.color} variant="light" leftSection={icon} data-testid="sync-state-compact" hiddenFrom="sm">
            <VisuallyHidden>{view.label}</VisuallyHidden>
          </Badge>
          <Badge
            color={view.color}
            variant="light"
            leftSection={icon}
            miw="max-content"
            data-testid="sync-state"
            visibleFrom="sm"
          >
            {view.label}
          </Badge>
          {status.pending > 0 && (
            <Text size="xs" c="dimmed" data-testid="sync-pending" visibleFrom="md">
              {status.pending} en attente
            </Text>
          )}
          {toReview > 0 && (
            <Badge color="orange" variant="filled" size="sm" miw="max-content" data-testid="sync-to-review">
              {toReview}
              <Text span inherit visibleFrom="sm">
                {' '}
                à revoir
              </Text>
            </Badge>
          )}
        </Group>
      </UnstyledButton>
    </Tooltip>
  );
}
