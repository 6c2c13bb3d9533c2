/** French formats shared by the back-office screens. */

const integer = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** 15000 → '15 000 F CFA'; 0 → 'Gratuit'. */
export function formatMoney(amount: number | string, zeroLabel = 'Gratuit'): string {
  const n = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(n)) return String(amount);
  if (n === 0 && zeroLabel) return zeroLabel;
  return `${integer.format(n).replace(/\u202f|\u00a0/g, ' ')} F CFA`;
}

/** '2026-02-28T10:00:00.000Z' → '28 févr. 2026'. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('fr-FR', { dateStyle: 'medium' });
}

/** Date and time, for logs and requests. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });
}
