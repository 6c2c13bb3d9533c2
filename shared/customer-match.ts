/**
 * Whether two people are the same customer by name: family phones are shared, so a shop matches a customer by phone
 * AND name. Accents, case, punctuation and the order of the names are ignored (« Aminata Ouédraogo » is
 * « OUEDRAOGO aminata »); nothing else is (« Fatimata Kaboré » is not « Aminata Kaboré »).
 */
export function sameName(
  a: { firstName?: unknown; lastName?: unknown },
  b: { firstName?: unknown; lastName?: unknown },
): boolean {
  const key = nameKey(a);
  return key !== '' && key === nameKey(b);
}

/** A name's words, without accents or case, sorted: the same key whatever their order. */
export function nameKey(who: { firstName?: unknown; lastName?: unknown }): string {
  return `${String(who.firstName ?? '')} ${String(who.lastName ?? '')}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .sort()
    .join(' ');
}

/** What the merchant reads on a customer whose phone another customer has. */
export const samePhoneAsLabel = (name: string) => `Même téléphone que ${name}`;
