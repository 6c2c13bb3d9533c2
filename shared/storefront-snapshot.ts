// The public snapshot of one store: everything its static storefront shows, and nothing private.
// api/storefronts/export-snapshot.ts writes it from the database; storefront-ssg/ builds the pages from it.
// Only public fields belong here (never the owner's account, ids of users, private e-mails of the account).

import { LOW_STOCK } from './schemas/catalog';
import type { DeliverySettings, MobileMoneyMethod } from './checkout';

/** GET /api/storefront/status: whether the storefront is being published, when it was, or its last error. */
export interface StorefrontStatus {
  state: 'publishing' | 'published' | 'failed' | 'never';
  label: string;
  publishedAt: string | null;
  error: string | null;
}

/**
 * A storefront shows stock as a state, never as a count above LOW_STOCK: 'En stock', 'Plus que N en stock' (1 to
 * LOW_STOCK left), 'Rupture de stock'. The snapshot carries only that (`shownStock`: the count up to LOW_STOCK,
 * LOW_STOCK + 1 for "plenty"), so a shopper order that leaves 40 of 41 changes nothing in the snapshot: the
 * publish fingerprint is the same and no rebuild happens. The order API still checks the real stock.
 */
export const shownStock = (stock: number): number => Math.max(0, Math.min(Math.floor(stock), LOW_STOCK + 1));

/** The storefront's words for a shown stock. */
export function stockLabel(shown: number): string {
  if (shown <= 0) return 'Rupture de stock';
  return shown <= LOW_STOCK ? `Plus que ${shown} en stock` : 'En stock';
}

/** The most a shopper may pick in the order form for a shown stock (the server refuses beyond the real stock). */
export const orderableUpTo = (shown: number, orderMax: number): number => (shown > LOW_STOCK ? orderMax : shown);

export const SOCIAL_NETWORKS = ['whatsapp', 'facebook', 'youtube', 'instagram', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** One stored rendition of an image. */
export interface SnapshotImageVariant {
  /** Public URL, e.g. /uploads/products/<id>-640.webp */
  url: string;
  width: number;
}

export interface SnapshotImage {
  /** Intrinsic size of the original (for width/height attributes: no layout shift). */
  width: number;
  height: number;
  /** Renditions, smallest first (for srcset). At least one. */
  variants: SnapshotImageVariant[];
}

/**
 * A picture for link previews (og:image) and the catalogue feed: a JPEG, at its absolute address (computed by the API
 * from the store's address: pages never build a URL themselves), with its true size.
 */
export interface SharePicture {
  url: string;
  width: number;
  height: number;
}

export interface SnapshotSubProduct {
  id: string;
  name: string;
  size: string | null;
  color: string | null;
  price: number;
  /** shownStock(): the count up to LOW_STOCK, LOW_STOCK + 1 above */
  stock: number;
}

export interface SnapshotProduct {
  id: string;
  name: string;
  description: string | null;
  categoryId: string | null;
  price: number;
  /** The discounted price, only while the discount applies (null otherwise). */
  discountPrice: number | null;
  discountStart: string | null;
  discountEnd: string | null;
  /** shownStock(): the count up to LOW_STOCK, LOW_STOCK + 1 above */
  stock: number;
  sizes: string[];
  colors: string[];
  images: SnapshotImage[];
  subProducts: SnapshotSubProduct[];
  /** The first picture as a JPEG (≥ 600 px wide, ≤ 300 KB) for link previews; null without pictures. */
  previewImage: SharePicture | null;
  /** Every picture's absolute address, first one first (the feed's image_link and additional_image_link). */
  feedImages: string[];
  /**
   * When this product's page last changed (set by the publisher from the live release's snapshot, for the sitemap's
   * lastmod); absent on a snapshot that was not published.
   */
  changedAt?: string;
}

export interface SnapshotCategory {
  id: string;
  name: string;
  description: string | null;
}

/** A visible testimonial (type text: `content`; image: `image`; video: `video`, loaded only on click). */
export interface SnapshotTestimony {
  id: string;
  name: string;
  productId: string | null;
  /** 1 to 5 */
  rating: number | null;
  type: 'text' | 'image' | 'video';
  /** The text of a text testimonial ('' otherwise). */
  content: string;
  image: SnapshotImage | null;
  video: { provider: 'youtube' | 'vimeo' | 'facebook'; url: string; embedUrl: string } | null;
  createdAt: string;
}

export interface StorefrontSnapshot {
  /** Format version of this file, bumped when the shape changes. */
  format: 1;
  /** When the snapshot was taken (ISO). */
  exportedAt: string;
  /** When something store-wide last changed (name, colour, texts…): set by the publisher, like products' changedAt. */
  changedAt?: string;
  store: {
    id: string;
    slug: string;
    name: string;
    phone: string;
    email: string;
    address: string | null;
    brand: string | null;
    currency: string;
    /** Hex colour used as the storefront theme, or null for the default. */
    color: string | null;
    /** The logo in a navbar-sized rendition (not the merchant's full upload), or null. */
    logo: { url: string; width: number; height: number } | null;
    /** ISO country read from the store's phone (« GN »): the shopper's phone is read with it. */
    country: string;
    /** The store's time zone (its setting, else its country's default), e.g. « Africa/Conakry ». */
    timeZone: string;
    /** The merchant's WhatsApp (E.164): the social link's number when it has one, else the store's phone. */
    whatsapp: string | null;
    /**
     * The storefront's absolute address without a trailing slash (api/storefronts/site-url.ts): « https://maboutique.sn »
     * when the store has its own domain and its plan includes one, else PUBLIC_URL/{slug}. Canonical URLs, og:url, the
     * feed's and the sitemap's links start from it.
     */
    siteUrl: string;
    /** The link preview of every page but a product's: the hero as a JPEG, else a card with the name and colour. */
    previewImage: SharePicture;
  };
  /** What the order form offers. Amounts here are for showing; the server computes the order's own. */
  checkout: SnapshotCheckout;
  website: {
    /** The home's hero; null until the merchant personalises it (the page then shows the store's name). */
    hero: { title: string; subtitle: string; btntext: string; image: SnapshotImage | null } | null;
    /** `title` also gives the pages' meta/og description. The section shows when `description` is set. */
    about: {
      title: string | null;
      description: string | null;
      btntext: string | null;
      image: SnapshotImage | null;
      /** A PDF shown as a link instead of an image. */
      document: string | null;
    };
    /** The announcement bar; null when not set. */
    announcement: { title: string; btntext: string; description: string } | null;
    social_media: Record<SocialNetwork, string | null>;
  };
  /** The gallery page's images (in the merchant's order); the page and its nav link exist only when not empty. */
  gallery: SnapshotImage[];
  facebook_pixel_id: string | null;
  /** A suspended store shows 'Boutique indisponible' on every page. */
  status: 'active' | 'suspended';
  categories: SnapshotCategory[];
  products: SnapshotProduct[];
  testimonies: SnapshotTestimony[];
}

/**
 * The order form's choices. `delivery` null: the store has not set delivery (the form asks for none);
 * `payment` null likewise. Closed zones are listed (shown greyed, not selectable).
 */
export interface SnapshotCheckout {
  delivery: DeliverySettings | null;
  /** Accepted methods, in the order shown; mobile money numbers come with the placed order, not here. */
  payment: { cashOnDelivery: boolean; mobileMoney: MobileMoneyMethod[] } | null;
  /** Whether the store has a promo code a shopper may use today (the form shows its code field only then). */
  promoCodes: boolean;
}

/** French default description when the store has no about title. */
export const DEFAULT_STORE_DESCRIPTION = 'Découvrez nos produits et commandez en ligne en toute simplicité.';
export const DEFAULT_STORE_TITLE = 'Boutique';
