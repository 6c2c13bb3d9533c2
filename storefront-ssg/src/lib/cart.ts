import { feedItemId } from '#shared/catalogue-feed';
import { announceAddToCart } from './pixel';
// The shopper's cart, kept on her device (localStorage, one key per store) across visits. Each line remembers what
// the cart page shows before the store's quote answers (name, variant, picture, price of the day); the quote then
// gives the amounts and tells a line gone or short. Nothing here is trusted by the server: it prices every line.

export interface CartLine {
  productId: string;
  subProductId: string | null;
  size: string | null;
  color: string | null;
  quantity: number;
  name: string;
  /** « Taille L, couleur Rouge » or the variant's name; '' when none. */
  variant: string;
  unitPrice: number;
  /** A small picture's address, or null. */
  image: string | null;
}

const KEY = 'boutique-cart:';
/** Sent on window whenever a cart changes (the top bar's badge listens). */
export const CART_CHANGED = 'boutique:cart';

const sameLine = (a: CartLine, b: Pick<CartLine, 'productId' | 'subProductId' | 'size' | 'color'>) =>
  a.productId === b.productId && a.subProductId === b.subProductId && a.size === b.size && a.color === b.color;

export function readCart(slug: string): CartLine[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY + slug) ?? '[]') as unknown;
    return Array.isArray(value)
      ? (value as CartLine[]).filter((l) => l && typeof l.productId === 'string' && l.quantity > 0)
      : [];
  } catch {
    return [];
  }
}

export function writeCart(slug: string, lines: CartLine[]): void {
  try {
    if (lines.length === 0) localStorage.removeItem(KEY + slug);
    else localStorage.setItem(KEY + slug, JSON.stringify(lines));
  } catch {
    // private mode or storage switched off: the cart lasts this page only
  }
  window.dispatchEvent(new CustomEvent(CART_CHANGED, { detail: { count: cartCount(lines) } }));
}

export const cartCount = (lines: readonly CartLine[]) => lines.reduce((n, l) => n + l.quantity, 0);

/**
 * Puts a line in the cart (the same article adds up) and tells the page: `boutique:cart` for the badge, and (unless
 * `announce` is false: the page already reported this article) the add-to-cart event an advertising pixel reports.
 */
export function addToCart(slug: string, line: CartLine, currency: string, announce = true): CartLine[] {
  const lines = readCart(slug);
  const seen = lines.find((l) => sameLine(l, line));
  if (seen) seen.quantity = Math.min(1000, seen.quantity + line.quantity);
  else lines.push(line);
  writeCart(slug, lines);
  if (announce)
    announceAddToCart({
      value: line.unitPrice * line.quantity,
      currency,
      // The catalogue feed's id of this article, so the ad platform matches the add to the feed's item.
      ids: [feedItemId(line)],
      productId: line.productId,
      quantity: line.quantity,
      name: line.name,
    });
  return lines;
}
