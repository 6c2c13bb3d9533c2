/**
 * Who marked an order paid, and when, in the merchant's words: a payment provider's verified notification
 * (`paidVia`, decision 026) « Payée automatiquement le 5 décembre 2026 à 14:32 », her own « Marquer payée »
 * « Marquée payée le … ». The date in French, on the device's clock like the rest of the order's times.
 */
export function paidLine(paidAt: string, paidVia: string | null | undefined, timeZone?: string): string {
  const date = new Date(paidAt);
  const when = Number.isNaN(date.getTime())
    ? paidAt
    : date.toLocaleString('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone });
  return paidVia ? `Payée automatiquement le ${when}` : `Marquée payée le ${when}`;
}
