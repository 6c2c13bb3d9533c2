/**
 * Enumerations and limits of the specification (sections 3, 4 and 9), shared by the API, the PWA and the storefronts.
 */

export const PLAN_NAMES = ['free', 'starter', 'premium', 'entreprise'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export const BILLING_CYCLES = ['month', 'year'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How each order status is shown. The specification gives 'En Cours' for pending; the others follow its style. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'En Cours',
  confirmed: 'Confirmée',
  shipped: 'Expédiée',
  delivered: 'Livrée',
  canceled: 'Annulée',
};

/** A made-to-measure garment's stages, in order, and how each is shown (atelier screens, sync review). */
export const GARMENT_STAGES = ['measures', 'cutting', 'sewing', 'finishing', 'ready', 'delivered'] as const;
export type GarmentStage = (typeof GARMENT_STAGES)[number];
export const GARMENT_STAGE_LABELS: Record<GarmentStage, string> = {
  measures: 'Prise de mesures',
  cutting: 'Coupe',
  sewing: 'Couture',
  finishing: 'Finition',
  ready: 'Prêt',
  delivered: 'Livré',
};

/** A customer's gender, and how it is shown. */
export const CUSTOMER_GENDERS = ['male', 'female'] as const;
export const CUSTOMER_GENDER_LABELS: Record<(typeof CUSTOMER_GENDERS)[number], string> = {
  male: 'Homme',
  female: 'Femme',
};

export const SUBSCRIPTION_STATUSES = ['active', 'expired', 'suspended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Actif',
  expired: 'Expiré',
  suspended: 'Suspendu',
};

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

// Section 9: limits.
export const TOAST_MS = 3000;
export const ERROR_RETRY_MS = 3000;
export const SIDEBAR_WIDTH = 250;
export const AVATAR_SIZE = 40;

/** The most any amount may be (a fee, a promo code's value, a made-to-measure garment's price or a payment). */
export const AMOUNT_MAX = 1_000_000_000;
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_MAX_PX = 1920;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const GALLERY_MIN = 1;
export const GALLERY_MAX = 10;
/** Generic image compression: 10 iterations, quality down 5 % per step (15 % for PNG). */
export const IMAGE_COMPRESSION_ITERATIONS = 10;

export const OTP_LENGTH = 6;
export const PASSWORD_MIN = 6;
export const NEW_PASSWORD_MIN = 8;
// Phone rules (8–15 digits, default +226) live in shared/phone.ts; currencies and the default XOF in
// shared/reference/currencies.ts; country codes in shared/reference/phone-codes.ts.

/** Data freshness of the back-office queries (section 9). */
export const USER_STALE_MS = 5 * 60 * 1000;
export const USER_RETRIES = 3;
export const NOTIFICATIONS_STALE_MS = 5 * 60 * 1000;
export const NOTIFICATIONS_RETRIES = 2;
export const STOREFRONT_STALE_MS = 5 * 60 * 1000;
export const STOREFRONT_RETRIES = 2;
/** Back-off between retries: min(1000 * 2^n, 30000) ms. */
export const retryDelayMs = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30000);

/**
 * Every top-level path the product itself uses (PWA routes, API, assets, misspelt twins of the specification).
 * A store slug is never one of these: /{slug} must always reach the storefront.
 */
export const RESERVED_SLUGS: readonly string[] = [
  // API and server
  'api',
  'sanctum',
  'uploads',
  'assets',
  'storefronts',
  'health',
  'metrics',
  'static',
  'public',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
  'manifest.webmanifest',
  'sw.js',
  'workbox',
  'registersw.js',
  'offline',
  'index.html',
  'icons',
  'favicon',
  'manifest',
  'sw',
  'push-sw',
  'pwa-routes',
  'storefront',
  'shop-assets',
  // Back-office areas
  'auth',
  'user',
  'admin',
  'login',
  'logout',
  'signin',
  'signup',
  'register',
  'dashboard',
  'settings',
  'account',
  // Public PWA pages and their aliases
  'pricing',
  'stores',
  'store',
  'features',
  'fonctionalite',
  'fonctionnalites',
  'tarifs',
  'contact',
  'contact-us',
  'apropos',
  'a-propos',
  'about',
  'galeries',
  'galleries',
  'terme-condition',
  'termes-conditions',
  'forbiden',
  'forbidden',
  'not-found',
  '404',
  '403',
  'shop',
  'shops',
  'boutique',
  'home',
  'help',
  'aide',
  'blog',
  'faq',
];
