import type { StorefrontSnapshot } from '#shared/storefront-snapshot';
import { storefrontPaths as paths } from '#shared/paths';
import { formatPrice } from './format';

/**
 * The storefront's search: a small JSON index of the store's products (name, description, category), written into
 * the release at build time (`search-index.json`) and fetched by the search page only when the shopper opens it.
 * Matching runs in the browser: no server call per keystroke, nothing but our own script (decision 011).
 */

export interface SearchEntry {
  /** name */
  n: string;
  /** description (first 300 characters) */
  d: string;
  /** category name */
  c: string;
  /** page URL */
  u: string;
  /** price, formatted */
  p: string;
  /** small picture URL: the 240 px rendition, 1.4× a 172 px card on a 390 px phone ('' when none) */
  i: string;
}

export interface SearchIndex {
  v: 1;
  entries: SearchEntry[];
}

export function buildSearchIndex(snap: StorefrontSnapshot): SearchIndex {
  const slug = snap.store.slug;
  const categories = new Map(snap.categories.map((c) => [c.id, c.name]));
  // A suspended store shows nothing: its index is empty too.
  const products = snap.status === 'suspended' ? [] : snap.products;
  return {
    v: 1,
    entries: products.map((p) => {
      const variants = [...(p.images[0]?.variants ?? [])].sort((a, b) => a.width - b.width);
      return {
        n: p.name,
        d: (p.description ?? '').slice(0, 300),
        c: (p.categoryId && categories.get(p.categoryId)) || '',
        u: paths.product(slug, p.id),
        p: formatPrice(p.discountPrice ?? p.price, snap.store.currency),
        i: (variants.find((v) => v.width >= 240) ?? variants[variants.length - 1])?.url ?? '',
      };
    }),
  };
}

/** Lower case, without accents: « Boubou Brodé » and « boubou brode » match. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The entries whose name, category or description hold every word typed (word starts, any order), best first:
 * words found in the name, then in the category, then only in the description.
 */
export function searchEntries(entries: SearchEntry[], query: string, limit = 24): SearchEntry[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return [];
  const startsWord = (text: string, word: string) =>
    text.startsWith(word) ||
    new RegExp(`[^\\p{L}\\p{N}]${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(text);
  const scored: { e: SearchEntry; score: number }[] = [];
  for (const e of entries) {
    const name = fold(e.n);
    const category = fold(e.c);
    const description = fold(e.d);
    let score = 0;
    for (const w of words) {
      if (startsWord(name, w)) score += 3;
      else if (startsWord(category, w)) score += 2;
      else if (startsWord(description, w)) score += 1;
      else {
        score = -1;
        break;
      }
    }
    if (score > 0) scored.push({ e, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.e.n.localeCompare(b.e.n, 'fr'))
    .slice(0, limit)
    .map((s) => s.e);
}
