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

/**
 * A `sizes` value that never asks a dense phone for more than about 1.3 times the picture's CSS width (no
 * picture sent wider than 1.5× its displayed width on a 390 px phone at DPR 2 — shoppers pay their data by the
 * megabyte, and a photo at 1.3× density looks as sharp on a phone). `slots` are the layout's [media condition, slot
 * width] pairs, the last one (the phone's) without a condition, as a plain `sizes` would list them. The phone's slot
 * is said three times: at ≥ 2.5 dppx (the browser multiplies by ~3) at 0.42 of its width, at ≥ 1.9 dppx (×2) at 0.65,
 * below (×1 to ×1.75, Lighthouse's phone included) as it is; wider screens keep their full density. A browser picks
 * the smallest rendition at least as wide as slot × density, so the renditions must hold a step between 1.3 and 1.5
 * times each slot on a 390 px phone (PRODUCT_IMAGE_WIDTHS and the personalization widths list them).
 */
export function cappedSizes(slots: [media: string | null, width: string][]): string {
  return slots
    .flatMap(([media, width]) =>
      media
        ? [`${media} ${width}`]
        : [`(min-resolution: 2.5dppx) calc(${width} * .42)`, `(min-resolution: 1.9dppx) calc(${width} * .65)`, width],
    )
    .join(', ');
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
