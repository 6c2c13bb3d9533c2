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
