// The advertising pixel's events (Meta pixel: ViewContent, AddToCart, InitiateCheckout, Purchase). The pixel's loader
// is in the page only when the merchant set her pixel id (StoreLayout.astro); without it `fbq` does not exist and
// every call here does nothing. content_ids are the catalogue feed's ids (shared/catalogue-feed.ts), so Meta matches
// the events with the catalogue's items.
import type { StorefrontSnapshot } from '#shared/storefront-snapshot';

export type PixelEvent = 'ViewContent' | 'AddToCart' | 'InitiateCheckout' | 'Purchase';

export interface PixelParams {
  value: number;
  currency: string;
  content_ids: string[];
  content_type: 'product' | 'product_group';
  content_name?: string;
  num_items?: number;
}

/** The store's pixel id when it is one (digits only), else null: no pixel, no event. */
export const pixelIdOf = (snap: StorefrontSnapshot): string | null =>
  snap.status !== 'suspended' && snap.facebook_pixel_id && /^\d{5,20}$/.test(snap.facebook_pixel_id)
    ? snap.facebook_pixel_id
    : null;

/**
 * Sends one event to the pixel, when the page has one. `eventId` lets a later server-side send of the same event
 * (Conversions API) be counted once: Meta de-duplicates by it.
 */
export function trackPixelEvent(name: PixelEvent, params: PixelParams, eventId?: string): void {
  const fbq = (window as unknown as { fbq?: (...args: unknown[]) => void }).fbq;
  if (typeof fbq !== 'function') return;
  if (eventId) fbq('track', name, params, { eventID: eventId });
  else fbq('track', name, params);
}

/**
 * Sent on window when a shopper takes an article (the cart's add, or the product page's order form): the pixel
 * reports it as AddToCart through listenForAddToCart, so each add is reported once whichever part of the page made it.
 * `ids` are the feed's ids of the articles (feedItemId).
 */
export const ADD_TO_CART_EVENT = 'boutique:add-to-cart';

export interface AddToCartDetail {
  value: number;
  currency: string;
  ids: string[];
  productId: string;
  quantity: number;
  /** The product's name, when the sender has it. */
  name?: string;
}

export function announceAddToCart(detail: AddToCartDetail): void {
  window.dispatchEvent(new CustomEvent<AddToCartDetail>(ADD_TO_CART_EVENT, { detail }));
}

/** Reports every ADD_TO_CART_EVENT of the page as the pixel's AddToCart. Loaded only on pages with a pixel. */
export function listenForAddToCart(): void {
  window.addEventListener(ADD_TO_CART_EVENT, (event) => {
    const detail = (event as CustomEvent<Partial<AddToCartDetail> | null>).detail;
    if (!detail || !Number.isFinite(detail.value) || typeof detail.currency !== 'string') return;
    const ids = Array.isArray(detail.ids) && detail.ids.length > 0 ? detail.ids.map(String) : [];
    if (ids.length === 0 && typeof detail.productId === 'string') ids.push(detail.productId);
    trackPixelEvent('AddToCart', {
      value: detail.value!,
      currency: detail.currency,
      content_ids: ids,
      content_type: 'product',
      ...(detail.name ? { content_name: detail.name } : {}),
      num_items: Number.isInteger(detail.quantity) && detail.quantity! > 0 ? detail.quantity : 1,
    });
  });
}
