import type { SnapshotImage, SnapshotProduct } from '#shared/storefront-snapshot';

/** Price in the store's currency, French style (e.g. « 12 500 F CFA »). Falls back to the plain code. */
export function formatPrice(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('fr-FR', { style: 'currency', currency }).format(amount);
  } catch {
    return `${new Intl.NumberFormat('fr-FR').format(amount)} ${currency}`;
  }
}

export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' }).format(d);
}

/** srcset of every rendition, and the smallest one that covers `minWidth` as the fallback src. */
export function imageSources(image: SnapshotImage, minWidth: number): { src: string; srcset: string } {
  const sorted = [...image.variants].sort((a, b) => a.width - b.width);
  const fallback = sorted.find((v) => v.width >= minWidth) ?? sorted[sorted.length - 1]!;
  return { src: fallback.url, srcset: sorted.map((v) => `${v.url} ${v.width}w`).join(', ') };
}

/** Percentage saved by the discount, rounded (null without a discount). */
export function discountPercent(p: SnapshotProduct): number | null {
  if (p.discountPrice === null || p.discountPrice >= p.price || p.price <= 0) return null;
  return Math.round((1 - p.discountPrice / p.price) * 100);
}

/** Stock shown to shoppers: the product's own, or the sum of its variants when it has some. */
export function availableStock(p: SnapshotProduct): number {
  return p.subProducts.length > 0 ? p.subProducts.reduce((n, s) => n + s.stock, 0) : p.stock;
}
