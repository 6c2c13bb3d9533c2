/** A store with no currency set sells in CFA francs (store settings default). */
export const DEFAULT_CURRENCY = 'XOF';

// Intl writes narrow/no-break spaces; plain spaces keep the text the same in screens, receipts and shared messages.
const plainSpaces = (s: string) => s.replace(/\u202f|\u00a0/g, ' ');

/** An amount in the store's currency, French style ('15 000 F CFA'); an unknown code is written after the number. */
export function moneyText(amount: number, currency: string | null | undefined): string {
  const code = currency || DEFAULT_CURRENCY;
  try {
    return plainSpaces(
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: code, maximumFractionDigits: 2 }).format(amount),
    );
  } catch {
    return `${plainSpaces(new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(amount))} ${code}`;
  }
}
