/** A customer as lists show it. */
export interface CustomerListItem {
  id: string;
  data: Record<string, unknown>;
  pending: number;
  updatedAt: string;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function customerName(data: Record<string, unknown>): string {
  return [data.firstName, data.lastName].filter((x) => typeof x === 'string' && x).join(' ');
}

/**
 * Search by name, phone, email or city; accents and case ignored ("traore" finds "Traoré"); digits of a phone
 * match whatever the spacing ("70 11" finds "+22670112233").
 */
export function matchesCustomer(data: Record<string, unknown>, query: string): boolean {
  const q = fold(query.trim());
  if (!q) return true;
  const haystack = fold([customerName(data), data.email, data.city, data.phone].filter(Boolean).join(' '));
  if (q.split(/\s+/).every((word) => haystack.includes(word))) return true;
  const digits = q.replace(/\D/g, '');
  return (
    digits.length >= 2 &&
    String(data.phone ?? '')
      .replace(/\D/g, '')
      .includes(digits)
  );
}

/** Sorted by last name then first name, French collation. */
export function sortCustomers<T extends { data: Record<string, unknown> }>(rows: T[]): T[] {
  const key = (r: T) => `${r.data.lastName ?? ''} ${r.data.firstName ?? ''}`;
  return [...rows].sort((a, b) => key(a).localeCompare(key(b), 'fr', { sensitivity: 'base' }));
}
