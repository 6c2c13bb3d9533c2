import type { OrderStatusName } from '#shared/schemas/order';

const integer = new Intl.NumberFormat('fr-FR');

/** An amount in the store's currency (XOF unless the store says otherwise). */
export function money(amount: number, currency: string | undefined): string {
  try {
    return new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: currency || 'XOF',
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${integer.format(amount)} ${currency ?? ''}`.trim();
  }
}

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
