import type { SnapshotProduct, SnapshotTestimony } from '#shared/storefront-snapshot';

/** Average of the rated testimonies, one decimal (null when none is rated). */
export function averageRating(list: SnapshotTestimony[]): { value: number; count: number } | null {
  const rated = list.filter((t) => t.rating !== null);
  if (rated.length === 0) return null;
  const value = rated.reduce((n, t) => n + t.rating!, 0) / rated.length;
  return { value: Math.round(value * 10) / 10, count: rated.length };
}

/**
 * schema.org Product with its Reviews and AggregateRating (structured data of the product page). Only text and the
 * names are taken from testimonies; nothing private.
 */
export function productJsonLd(
  product: SnapshotProduct,
  testimonies: SnapshotTestimony[],
  currency: string,
  imageUrl: string | null,
): string {
  const avg = averageRating(testimonies);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(imageUrl ? { image: imageUrl } : {}),
    offers: {
      '@type': 'Offer',
      price: product.discountPrice ?? product.price,
      priceCurrency: currency,
      availability:
        'https://schema.org/' +
        (product.stock > 0 || product.subProducts.some((s) => s.stock > 0) ? 'InStock' : 'OutOfStock'),
    },
  };
  if (avg) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: avg.value,
      reviewCount: avg.count,
      bestRating: 5,
      worstRating: 1,
    };
    data.review = testimonies
      .filter((t) => t.rating !== null)
      .map((t) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: t.name },
        datePublished: t.createdAt.slice(0, 10),
        reviewRating: { '@type': 'Rating', ratingValue: t.rating, bestRating: 5, worstRating: 1 },
        ...(t.type === 'text' ? { reviewBody: t.content } : {}),
      }));
  }
  // Inside <script>: '<' must never close the tag.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
