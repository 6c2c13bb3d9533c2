import { Anchor, Group, Paper, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSyncRuntime } from '../../lib/sync/runtime';
import { useOnline } from '../../lib/online';
import { useWaitingCounts, waitingText } from '../../lib/sync/waiting';

export const OFFLINE_TITLE = 'Hors ligne : vous pouvez continuer à travailler.';
export const OFFLINE_KEPT = 'Tout ce que vous faites est gardé sur cet appareil et partira au retour du réseau.';

/**
 * The calm offline state of the merchant area, on every screen size: one line under the top bar (it stays in view
 * while the page scrolls) saying that work goes on and what is waiting to be sent, counted per kind of record.
 */
export function OfflineBanner() {
  const runtime = useSyncRuntime();
  const online = useOnline();
  const counts = useWaitingCounts(runtime?.db);
  if (online || !runtime) return null;
  const waiting = counts ? waitingText(counts) : '';
  return (
    <Paper
      role="status"
      data-testid="offline-banner"
      bg="var(--mantine-color-gray-1)"
      c="var(--mantine-color-gray-9)"
      px="md"
      py={8}
      mb="md"
      radius="md"
      withBorder
      // From a tablet up it stays in view under the top bar; on a phone it scrolls away with the page (sticky, the top
      // bar and the banner took 208 px of an 844 px screen while filling a form).
      pos={{ base: 'static', sm: 'sticky' }}
      style={{ top: 'calc(var(--app-shell-header-offset, 64px) + 4px)', zIndex: 150 }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCloudOff size={20} style={{ flex: 'none', marginTop: 2 }} aria-hidden />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {OFFLINE_TITLE}
          </Text>
          <Text size="sm">
            {OFFLINE_KEPT}{' '}
            {waiting ? (
              <Anchor component={Link} to="/user/sync" size="sm" fw={600} data-testid="offline-waiting">
                {waiting}.
              </Anchor>
            ) : (
              <span data-testid="offline-waiting">Rien en attente d’envoi.</span>
            )}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
