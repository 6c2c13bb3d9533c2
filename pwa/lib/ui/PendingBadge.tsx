import { Badge } from '@mantine/core';
import { Tooltip } from './LazyTooltip';

/**
 * Marks a record whose changes are kept on this device and not sent yet. « À envoyer », the banner's word: the
 * longer « Non synchronisé » was cut to « NON SYNCHR… » beside a name on a 390 px phone. The badge never shrinks.
 */
export function PendingBadge({ pending, testId }: { pending: number; testId: string }) {
  if (pending === 0) return null;
  return (
    <Tooltip label="Modifications gardées sur cet appareil, envoyées dès le retour du réseau">
      <Badge size="xs" color="yellow" variant="light" data-testid={testId} style={{ flexShrink: 0 }}>
        À envoyer
      </Badge>
    </Tooltip>
  );
}
