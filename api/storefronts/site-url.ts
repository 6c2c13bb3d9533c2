/**
 * The absolute address of a store's storefront, without a trailing slash: its own domain when the merchant set one
 * (« https://maboutique.sn »), else PUBLIC_URL followed by its slug (« https://boutique.example/demo »). Canonical
 * URLs, link previews, the catalogue feed and the sitemap all start from it, so a store's pages name one address.
 */
export function storefrontSiteUrl(store: { slug: string; customDomain?: string | null }, publicUrl: string): string {
  if (store.customDomain) return `https://${store.customDomain}`;
  return `${publicUrl.replace(/\/+$/, '')}/${store.slug}`;
}

/** PUBLIC_URL's default (api/config.ts), for callers that publish without a configuration (tests, benches). */
export const LOCAL_PUBLIC_URL = 'http://localhost:3000';
