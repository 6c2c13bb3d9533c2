import type { OrderStatusName } from '#shared/schemas/order';

export const dateTime = (iso: string) =>
  iso ? new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' }) : '—';
export const dateOnly = (iso: string) => (iso ? new Date(iso).toLocaleDateString('fr-FR') : '—');

/** Badge colour of each status: waiting (yellow), moving (blue/indigo), done (green), stopped (gray). */
export const STATUS_COLORS: Record<OrderStatusName, string> = {
  pending: 'yellow',
  confirmed: 'blue',
  shipped: 'indigo',
  delivered: 'green',
  canceled: 'gray',
};
