/**
 * Path builders: every link to a storefront page or a back-office page is written by one of these, never by hand,
 * so a route that moves moves everywhere (the storefront generator, the API's mails, the PWA).
 */

const seg = (s: string) => encodeURIComponent(s);

/** A store's public pages, under /{slug} on the same origin. */
export const storefrontPaths = {
  root: (slug: string) => `/${seg(slug)}`,
  home: (slug: string) => `/${seg(slug)}/home`,
  products: (slug: string) => `/${seg(slug)}/products`,
  product: (slug: string, productId: string) => `/${seg(slug)}/products/${seg(productId)}`,
  contact: (slug: string) => `/${seg(slug)}/contact`,
};

/** The merchant's catalogue and settings pages in the back-office. */
export const merchantPaths = {
  products: () => '/user/products',
  productNew: () => '/user/products/new',
  product: (productId: string) => `/user/products/${seg(productId)}`,
  productEdit: (productId: string) => `/user/products/edit/${seg(productId)}`,
  categories: () => '/user/products/category',
  profiles: () => '/user/settings/profiles',
  order: (orderId: string) => `/user/orders/${seg(orderId)}`,
};
