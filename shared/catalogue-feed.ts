// The catalogue feed's item ids (/{slug}/catalogue.xml), shared by the feed, the pixel events of the storefront
// (content_ids must name the feed's items for Meta to match them) and any later server-side send.

/** FNV-1a, 32 bits, as 8 hex digits: a short, stable suffix computable in the browser. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * One orderable choice's id in the feed: the variant's id (or the product's), followed by a hash of its size and
 * colour when it has some (a product sold in S, M and L is three items). Stable across publications as long as the
 * choice exists; at most 45 characters (Google's limit is 50).
 */
export function feedItemId(line: {
  productId: string;
  subProductId?: string | null;
  size?: string | null;
  color?: string | null;
}): string {
  const base = line.subProductId || line.productId;
  if (!line.size && !line.color) return base;
  return `${base}-${fnv1a(`${line.size ?? ''}\u0000${line.color ?? ''}`)}`;
}
