/**
 * A count and its noun in French: « 0 membre », « 1 membre », « 2 membres » (never « membre(s) », docs/glossary.md).
 * `many` defaults to the noun with an « s ».
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('fr-FR')} ${Math.abs(count) >= 2 ? many : one}`;
}
