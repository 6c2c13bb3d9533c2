/** An amount in the store's currency, French style ('15 000 F CFA'); an unknown code is written after the number. */
export function money(amount: number, currency = 'XOF'): string {
  try {
    return new Intl.NumberFormat('fr-FR', { style: 'currency', currency, maximumFractionDigits: 2 })
      .format(amount)
      .replace(/\u202f|\u00a0/g, ' ');
  } catch {
    return `${new Intl.NumberFormat('fr-FR').format(amount).replace(/\u202f|\u00a0/g, ' ')} ${currency}`;
  }
}

/** '2026-12-01' → '1 déc. 2026' */
export function shortDate(iso: string): string {
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
}
