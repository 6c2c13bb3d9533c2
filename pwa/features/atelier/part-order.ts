/** The ids after moving the one at `index` by `delta` (−1 up, +1 down); unchanged at either end. */
export function moved(ids: readonly string[], index: number, delta: -1 | 1): string[] {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** A price or a length typed with a comma or a dot, shown the French way (15 000, 4,5). */
export function frenchNumber(n: number | null): string {
  return n === null ? '' : n.toLocaleString('fr-FR', { maximumFractionDigits: 2 });
}
