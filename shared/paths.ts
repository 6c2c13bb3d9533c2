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
  /** A category's place on the products page. */
  category: (slug: string, categoryId: string) => `/${seg(slug)}/products#cat-${seg(categoryId)}`,
  gallery: (slug: string) => `/${seg(slug)}/gallery`,
  search: (slug: string) => `/${seg(slug)}/search`,
  searchIndex: (slug: string) => `/${seg(slug)}/search-index.json`,
  /** The order-follow page; with a code, the page fills it in. */
  follow: (slug: string, code?: string) => `/${seg(slug)}/suivi` + (code ? `?code=${seg(code)}` : ''),
  /** The confirmation page the order form leads to after ordering (it reads the placed order kept on the device). */
  confirmation: (slug: string, code: string) => `/${seg(slug)}/commande?code=${seg(code)}`,
  /** The product feed for Meta Commerce Manager, WhatsApp Business and Google Merchant Center (RSS 2.0 + g:). */
  catalogueFeed: (slug: string) => `/${seg(slug)}/catalogue.xml`,
  sitemap: (slug: string) => `/${seg(slug)}/sitemap.xml`,
  /** The cart page (its lines live on the shopper's device). */
  cart: (slug: string) => `/${seg(slug)}/panier`,
};

/** The PWA's sign-up and password-reset pages, linked from mails and shared links. */
export const authPaths = {
  /** Sign-up; with a referral code, the form reads it from `?ref`. */
  signup: (ref?: string) => '/auth/signup' + (ref ? `?ref=${seg(ref)}` : ''),
  verify: (token: string) => `/auth/verify/${seg(token)}`,
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

/** The merchant's subscription settings page (target of her `subscription` notifications). */
export const merchantSettingsPath = () => '/user/settings/settings';

/** The platform administrator's pages (specification section 2: the misspelt paths are the contract). */
export const adminPaths = {
  dashboard: () => '/admin/dashboard',
  shops: () => '/admin/shopes',
  shopsCard: () => '/admin/shops/card',
  shop: (shopId: string) => `/admin/shops/${seg(shopId)}`,
  users: () => '/admin/users',
  user: (userId: string) => `/admin/users/${seg(userId)}`,
  subscriptions: () => '/admin/subscription',
  subscription: (subsId: string) => `/admin/subscription/${seg(subsId)}`,
  requests: () => '/admin/subscription/reqested',
  request: (requestId: string) => `/admin/subscription/reqested/${seg(requestId)}`,
  plans: () => '/admin/plan',
  plan: (planId: string) => `/admin/plan/view/${seg(planId)}`,
  profile: () => '/admin/settings/profile',
  messages: () => '/admin/settings/messages',
  message: (messageId: string) => `/admin/settings/messages?open=${seg(messageId)}`,
};

/**
 * Where a click on a notification leads (specification section 2, 'Notification click targets').
 * Merchant: orders → the order; subscription → her subscription settings page.
 * Admin: register|login → the user; subscription → the subscription; requested → the change request; stores → the
 * shop; contact (not in the specification) → the contact messages inbox.
 * Unknown types, or a missing related id where one is needed, lead nowhere (null): the click only marks it read.
 */
export function notificationPath(
  audience: 'user' | 'admin',
  n: { type: string; related_id: string | null },
): string | null {
  const id = n.related_id;
  if (audience === 'user') {
    if (n.type === 'orders') return id ? merchantPaths.order(id) : null;
    if (n.type === 'subscription') return merchantSettingsPath();
    return null;
  }
  if (n.type === 'contact') return id ? adminPaths.message(id) : adminPaths.messages();
  if (!id) return null;
  switch (n.type) {
    case 'register':
    case 'login':
      return adminPaths.user(id);
    case 'subscription':
      return adminPaths.subscription(id);
    case 'requested':
      return adminPaths.request(id);
    case 'stores':
      return adminPaths.shop(id);
    default:
      return null;
  }
}
