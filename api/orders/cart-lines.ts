import type { CartLineInput } from '#shared/schemas/order';

/** A cart line as the shopper asked it, with its place in her cart (refusals name the line by it). */
export type WantedLine = CartLineInput & { index: number };
export const keyOf = (l: CartLineInput) => `${l.productId}|${l.subProductId ?? ''}|${l.size ?? ''}|${l.color ?? ''}`;

/** The same product, variant, size and colour twice in a cart is one line (quantities added). */
export function mergedLines(lines: readonly CartLineInput[]): WantedLine[] {
  const out = new Map<string, WantedLine>();
  for (const [index, l] of lines.entries()) {
    const key = keyOf(l);
    const seen = out.get(key);
    if (seen) seen.quantity += l.quantity;
    else out.set(key, { ...l, index });
  }
  return [...out.values()];
}
