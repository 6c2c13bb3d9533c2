import { Badge } from '@mantine/core';
import { Tooltip } from './LazyTooltip';
import { Link } from '@tanstack/react-router';

/** Marks a record in lists and on its page while a conflict about it waits on /user/sync (until reviewed). */
export function ReviewBadge({ show, link = true }: { show: boolean; link?: boolean }) {
  if (!show) return null;
  const label = 'Modifié aussi sur un autre appareil : choisissez la version à garder';
  return (
    <Tooltip label={label}>
      {link ? (
        <Badge
          component={Link}
          to="/user/sync"
          size="xs"
          color="orange"
          variant="filled"
          style={{ cursor: 'pointer' }}
          data-testid="record-to-review"
        >
          À revoir
        </Badge>
      ) : (
        // Inside a row that is itself a link: a plain mark (no link in a link).
        <Badge size="xs" color="orange" variant="filled" aria-label={label} data-testid="record-to-review">
          À revoir
        </Badge>
      )}
    </Tooltip>
  );
}
