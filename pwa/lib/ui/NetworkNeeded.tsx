import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';

/** What a screen read from the server (never kept on the device) shows offline instead of « Chargement… » forever. */
export function NetworkNeeded({ what }: { what: string }) {
  return (
    <Alert color="orange" icon={<IconWifiOff size={18} />} title="Réseau nécessaire" data-testid="network-needed">
      {what} se lit et s’enregistre en ligne : il s’affichera dès le retour d’Internet.
    </Alert>
  );
}
