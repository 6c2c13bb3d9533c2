// The store's sitemap (/{slug}/sitemap.xml) and robots.txt: every published page with its last change; a suspended
// store lists none and asks not to be crawled.
import type { StorefrontSnapshot } from '#shared/storefront-snapshot';
import { storefrontPaths as paths } from '#shared/paths';
import { absoluteUrl, escapeXml, lastChange } from './site-urls';

export function sitemap(snap: StorefrontSnapshot): string {
  const slug = snap.store.slug;
  const newestProduct = snap.products
    .map((p) => p.changedAt ?? '')
    .sort()
    .pop();
  // The home, collections and search show products: they change when any product does.
  const listing = lastChange(snap, newestProduct);
  const pages: [string, string][] =
    snap.status === 'suspended'
      ? []
      : [
          [paths.root(slug), listing],
          [paths.products(slug), listing],
          ...(snap.gallery.length > 0 ? ([[paths.gallery(slug), lastChange(snap)]] as [string, string][]) : []),
          [paths.contact(slug), lastChange(snap)],
          ...snap.products.map((p): [string, string] => [paths.product(slug, p.id), lastChange(snap, p.changedAt)]),
        ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map(
      ([path, day]) => `<url><loc>${escapeXml(absoluteUrl(snap, path))}</loc><lastmod>${day}</lastmod></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

/** Read by crawlers at a domain's root: meaningful once the store answers on its own domain. */
export function robots(snap: StorefrontSnapshot): string {
  if (snap.status === 'suspended') return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(snap, paths.sitemap(snap.store.slug))}\n`;
}
