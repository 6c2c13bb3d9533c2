import type { StorefrontSnapshot } from '#shared/storefront-snapshot';

/**
 * Which pages a new publication must render, from what changed between the snapshot of the live release and the new
 * one. A product page shows that product and store-wide data only (name, colour, categories, testimonies, contact,
 * layout); every other page (home, collections, search and its index, contact, gallery, follow, 404) may show any
 * product, and they are few: those are always rendered. So:
 * - only products changed (edited, added, removed, reordered) → their pages, and the removed ones' pages dropped;
 * - anything else changed, no live release to start from, or any doubt → the whole store.
 * Comparing snapshots rather than recording what each writer touched means no writer can forget to say it, and a
 * burst of coalesced changes is planned as one (the diff covers them all).
 */
export type PagePlan = { kind: 'whole'; reason: string } | { kind: 'products'; changed: string[]; removed: string[] };

export function planPages(previous: StorefrontSnapshot | null, next: StorefrontSnapshot): PagePlan {
  if (!previous) return { kind: 'whole', reason: 'no live release to start from' };
  if (previous.format !== next.format) return { kind: 'whole', reason: 'snapshot format changed' };
  // The footer's « © year »: a page rendered last year differs from one rendered now.
  if (previous.exportedAt.slice(0, 4) !== next.exportedAt.slice(0, 4)) return { kind: 'whole', reason: 'new year' };
  const {
    exportedAt: _a,
    products: previousProducts,
    ...previousStore
  } = previous as StorefrontSnapshot & Record<string, unknown>;
  const { exportedAt: _b, products: nextProducts, ...nextStore } = next as StorefrontSnapshot & Record<string, unknown>;
  if (JSON.stringify(previousStore) !== JSON.stringify(nextStore))
    return { kind: 'whole', reason: 'store-wide change' };
  // The navigation shows « Rechercher » only when there are products: the first one added or the last one removed
  // changes every page.
  if ((previousProducts.length === 0) !== (nextProducts.length === 0))
    return { kind: 'whole', reason: 'first product added or last removed' };
  const before = new Map(previousProducts.map((p) => [p.id, JSON.stringify(p)]));
  const after = new Set(nextProducts.map((p) => p.id));
  const changed = nextProducts.filter((p) => before.get(p.id) !== JSON.stringify(p)).map((p) => p.id);
  const removed = previousProducts.filter((p) => !after.has(p.id)).map((p) => p.id);
  return { kind: 'products', changed, removed };
}
