// The store's product feed (/{slug}/catalogue.xml): RSS 2.0 with Google's g: namespace, which Meta Commerce Manager
// (Facebook, Instagram, WhatsApp Business catalogues) and Google Merchant Center both read. One item per orderable
// choice (orderableCombos: a variant, or the product in one size and colour), ids from shared/catalogue-feed.ts.
import type { SnapshotProduct, StorefrontSnapshot } from '#shared/storefront-snapshot';
import { storefrontPaths } from '#shared/paths';
import { feedItemId } from '#shared/catalogue-feed';
import { orderableCombos } from './variant-choice';
import { absoluteUrl, escapeXml } from './site-urls';

/** Plain text from a description that may hold HTML or Markdown marks (the feeds refuse markup). */
export function plainText(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/p>|<\/li>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(
      /&(amp|lt|gt|quot|#39|apos);/g,
      (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" })[e]!,
    )
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)(\S[\s\S]*?\S|\S)\1/g, '$2')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/** « 15000 XOF »: the amount with its ISO 4217 code, as both readers want it. */
export const feedPrice = (amount: number, currency: string): string =>
  `${Number.isInteger(amount) ? amount : amount.toFixed(2)} ${currency}`;

/** Google's sale_price_effective_date: the discount's inclusive days (UTC, as the storefront applies them). */
function saleDates(p: SnapshotProduct, today: string): string | null {
  if (!p.discountEnd) return null;
  const start = (p.discountStart ?? today).slice(0, 10);
  return `${start}T00:00:00Z/${p.discountEnd.slice(0, 10)}T23:59:59Z`;
}

const tag = (name: string, value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : `<${name}>${escapeXml(value)}</${name}>`;

export function catalogueFeed(snap: StorefrontSnapshot): string {
  const { store } = snap;
  const brand = store.brand?.trim() || store.name;
  const today = snap.exportedAt.slice(0, 10);
  const items =
    snap.status === 'suspended'
      ? []
      : snap.products.flatMap((p) => {
          const onSale = p.discountPrice !== null && p.discountPrice < p.price;
          const combos = orderableCombos(p, p.price);
          const link = absoluteUrl(snap, storefrontPaths.product(store.slug, p.id));
          const description = plainText(p.description).slice(0, 5000) || p.name;
          const [image, ...more] = p.feedImages;
          return combos.map((c) => {
            const detail = [c.variantName, c.size, c.color].filter(
              (x, i, all): x is string => !!x && !all.slice(0, i).some((y) => y && y.includes(x)),
            );
            // The product's own discount applies to its own price; a variant has its own price (no discount).
            const sale = onSale && c.variantId === null ? p.discountPrice : null;
            return [
              '<item>',
              tag('g:id', feedItemId({ productId: p.id, subProductId: c.variantId, size: c.size, color: c.color })),
              combos.length > 1 ? tag('g:item_group_id', p.id) : '',
              tag('title', detail.length ? `${p.name} - ${detail.join(', ')}` : p.name),
              tag('description', description),
              tag('link', link),
              tag('g:image_link', image),
              ...more.slice(0, 10).map((u) => tag('g:additional_image_link', u)),
              tag('g:availability', c.stock > 0 ? 'in stock' : 'out of stock'),
              tag('g:condition', 'new'),
              tag('g:price', feedPrice(c.price, store.currency)),
              sale !== null ? tag('g:sale_price', feedPrice(sale, store.currency)) : '',
              sale !== null ? tag('g:sale_price_effective_date', saleDates(p, today)) : '',
              tag('g:brand', brand),
              tag('g:size', c.size),
              tag('g:color', c.color),
              tag('g:identifier_exists', 'no'),
              '</item>',
            ].join('');
          });
        });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    tag('title', store.name),
    tag('link', store.siteUrl),
    tag('description', `Catalogue de ${store.name}`),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
