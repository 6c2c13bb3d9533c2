import { useState } from 'react';
import { Button, Group, Loader, Paper, Text } from '@mantine/core';
import { IconCloudCheck } from '@tabler/icons-react';
import { useOfflineReadiness } from '../../lib/offline-readiness';

export const OFFLINE_PREPARING = 'Préparation du mode hors ligne…';
export const OFFLINE_PREPARING_DETAIL =
  'Gardez l’application ouverte avec internet : elle s’enregistre sur cet appareil.';
export const OFFLINE_READY = 'Prêt hors ligne';
export const OFFLINE_READY_DETAIL = 'L’application s’ouvre maintenant même sans internet.';
const SEEN = 'boutique.offline-ready-seen';

/**
 * Under the top bar, where the offline banner speaks: while the service worker caches the app's files after the first
 * sign-in, « Préparation du mode hors ligne… »; then « Prêt hors ligne » until she closes it (once per device).
 */
export function OfflineReadyLine() {
  const readiness = useOfflineReadiness();
  const [seen, setSeen] = useState(() => localStorage.getItem(SEEN) === '1');
  if (readiness === 'unknown' || (readiness === 'ready' && seen)) return null;
  const ready = readiness === 'ready';
  return (
    <Paper role="status" data-testid="offline-readiness" px="md" py={6} mb="md" radius="md" withBorder>
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          {ready ? (
            <IconCloudCheck size={20} color="var(--mantine-color-teal-7)" aria-hidden style={{ flex: 'none' }} />
          ) : (
            <Loader size={16} style={{ flex: 'none' }} />
          )}
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {ready ? OFFLINE_READY : OFFLINE_PREPARING}
            </Text>
            <Text size="xs" c="dimmed">
              {ready ? OFFLINE_READY_DETAIL : OFFLINE_PREPARING_DETAIL}
            </Text>
          </div>
        </Group>
        {ready && (
          <Button
            variant="subtle"
            size="sm"
            mih={44}
            // Its whole « OK » on a phone: the text beside it wraps instead.
            style={{ flex: 'none' }}
            onClick={() => {
              localStorage.setItem(SEEN, '1');
              setSeen(true);
            }}
          >
            OK
          </Button>
        )}
      </Group>
    </Paper>
  );
}
