import { Badge } from '@mantine/core';
import { ORDER_STATUS_LABELS, type OrderStatus } from '#shared/constants';
import { STATUS_COLORS } from './format';

/** An order's status as a coloured badge (the list and the order page). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="order-status" miw="max-content">
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
