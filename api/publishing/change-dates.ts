import type { SnapshotProduct, StorefrontSnapshot } from '#shared/storefront-snapshot';

/**
 * The sitemap's « last change » of each page, kept across publications: a product whose data is the same as in the
 * live release's snapshot keeps its date, a changed or new one takes this publication's; likewise the store-wide
 * data (name, colour, texts, categories…). Dates ride in the snapshot (`changedAt`), so the published snapshot
 * carries them to the next publication. Comparing snapshots, not rows' `updated_at`: a shopper's order bumps
 * `updated_at` without changing what the page shows (decision 004: stock is shown as a state).
 */
export function stampChangeDates(
  previous: StorefrontSnapshot | null,
  next: StorefrontSnapshot,
  now: string = next.exportedAt,
): StorefrontSnapshot {
  const before = new Map((previous?.products ?? []).map((p) => [p.id, p]));
  const products = next.products.map((p): SnapshotProduct => {
    const old = before.get(p.id);
    const same = old && JSON.stringify(withoutDate(old)) === JSON.stringify(withoutDate(p));
    return { ...p, changedAt: same && old.changedAt ? old.changedAt : now };
  });
  const storeSame = previous && JSON.stringify(storeWide(previous)) === JSON.stringify(storeWide(next));
  return { ...next, changedAt: storeSame && previous.changedAt ? previous.changedAt : now, products };
}

function withoutDate(p: SnapshotProduct): Omit<SnapshotProduct, 'changedAt'> {
  const { changedAt: _changedAt, ...rest } = p;
  return rest;
}

function storeWide(s: StorefrontSnapshot) {
  const { exportedAt: _exportedAt, changedAt: _changedAt, products: _products, ...rest } = s;
  return rest;
}
