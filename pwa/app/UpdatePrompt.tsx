import { Button, Group, Paper, Text } from '@mantine/core';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { followRegistration, markOfflineReady } from '../lib/offline-readiness';

/**
 * Registers the service worker ('prompt' mode: a new version waits until the user agrees, so a merchant's form is
 * never reloaded under their fingers) and offers 'Nouvelle version disponible — Recharger'.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: true,
    // « Préparation du mode hors ligne… » then « Prêt hors ligne » (pwa/features/sync/OfflineReadyLine.tsx).
    onRegisteredSW: (_url, registration) => followRegistration(registration),
    onOfflineReady: markOfflineReady,
  });

  if (!needRefresh) return null;
  return (
    <Paper
      role="alertdialog"
      aria-label="Mise à jour"
      shadow="md"
      p="sm"
      withBorder
      style={{ position: 'fixed', bottom: 16, right: 16, zIndex: 1000, maxWidth: 360 }}
    >
      <Group gap="sm" wrap="nowrap">
        <Text size="sm">Nouvelle version disponible</Text>
        <Button size="xs" onClick={() => void updateServiceWorker(true)}>
          Recharger
        </Button>
        <Button size="xs" variant="subtle" color="gray" onClick={() => setNeedRefresh(false)}>
          Plus tard
        </Button>
      </Group>
    </Paper>
  );
}
