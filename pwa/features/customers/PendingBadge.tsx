import { Badge, Tooltip } from '@mantine/core';

/** Marks a record whose local changes have not reached the server yet. */
export function PendingBadge({ pending }: { pending: number }) {
  if (pending === 0) return null;
  return (
    <Tooltip label="Modifications gardées sur cet appareil, envoyées dès que possible">
      <Badge size="xs" color="yellow" variant="light" data-testid="customer-pending">
        Non synchronisé
      </Badge>
    </Tooltip>
  );
}
