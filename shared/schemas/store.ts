import * as v from 'valibot';
import type { SubscriptionStatus } from '../constants';
import { EMAIL_INVALID, EMPTY, PHONE_INVALID } from '../messages';
import { hasValidPhoneLength, normalizePhone } from '../phone';
import { DEFAULT_CURRENCY, isCurrencyCode } from '../reference/currencies';
import { maxLengthMessage, sanitizeText } from './text';
import { facebookPixelId, storeColor as color } from './store-look';

export { maxLengthMessage, sanitizeText } from './text';

/**
 * Store setup and update (specification section 3: name, phone, email required; address, brand, currency, logo,
 * colour optional). The logo file is not part of these schemas: its content is checked by the server
 * (api/uploads/images.ts) and compressed by the browser before sending.
 * Fields arrive as strings (multipart); a missing required field reads as empty.
 */

export const CURRENCY_INVALID = 'Devise invalide';
export { COLOR_INVALID, PIXEL_INVALID } from './store-look';

export const STORE_NAME_MAX = 100;
export const STORE_BRAND_MAX = 100;
export const STORE_ADDRESS_MAX = 255;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** What a typed phone may contain before digits are counted (the form sends '+226' followed by digits). */
const PHONE_CHARS = /^\+?[\d\s().\-/]+$/;

const text = v.pipe(v.string(EMPTY), v.transform(sanitizeText));

// valibot runs every check of a pipe even after one failed; the checks that follow nonEmpty sit in a nested
// v.pipe(v.string(), …) which valibot skips once a field has an issue, so an empty field gets one message only.

const requiredText = (max: number) =>
  v.pipe(text, v.nonEmpty(EMPTY), v.pipe(v.string(), v.maxLength(max, maxLengthMessage(max))));

const phone = v.pipe(
  v.string(EMPTY),
  v.trim(),
  v.nonEmpty(EMPTY),
  v.pipe(
    v.string(),
    v.check((value) => PHONE_CHARS.test(value) && hasValidPhoneLength(value), PHONE_INVALID),
    // Stored in E.164 (national numbers get the default +226), like account phones.
    v.transform((value) => normalizePhone(value) ?? value),
    v.check((value) => value.startsWith('+'), PHONE_INVALID),
  ),
);

const email = v.pipe(
  v.string(EMPTY),
  v.trim(),
  v.nonEmpty(EMPTY),
  v.pipe(v.string(), v.maxLength(254, EMAIL_INVALID), v.regex(EMAIL_PATTERN, EMAIL_INVALID), v.toLowerCase()),
);

/** Optional text: empty or missing becomes null (the field is cleared). */
const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.nullable(text), null),
    v.transform((value) => (value ? value : null)),
    v.check((value) => value === null || value.length <= max, maxLengthMessage(max)),
  );

const currency = v.pipe(
  v.optional(v.nullable(v.string(CURRENCY_INVALID)), null),
  v.transform((value) => (value && value.trim() !== '' ? value.trim().toUpperCase() : DEFAULT_CURRENCY)),
  v.check(isCurrencyCode, CURRENCY_INVALID),
);

/** Fields of the 'Configurer Votre Boutique' form (POST /api/stores). */
export const storeCreateSchema = v.object({
  name: v.pipe(
    v.optional(v.nullable(v.string(EMPTY)), ''),
    v.transform((x) => x ?? ''),
    requiredText(STORE_NAME_MAX),
  ),
  phone: v.pipe(
    v.optional(v.nullable(v.string(EMPTY)), ''),
    v.transform((x) => x ?? ''),
    phone,
  ),
  email: v.pipe(
    v.optional(v.nullable(v.string(EMPTY)), ''),
    v.transform((x) => x ?? ''),
    email,
  ),
  address: optionalText(STORE_ADDRESS_MAX),
  brand: optionalText(STORE_BRAND_MAX),
  currency,
  color,
});
export type StoreCreateInput = v.InferInput<typeof storeCreateSchema>;
export type StoreCreateData = v.InferOutput<typeof storeCreateSchema>;

/**
 * PUT /api/stores: every field optional; a field that is present is checked like on creation
 * (name, phone and email may not be emptied; optional fields sent empty are cleared).
 */
export const storeUpdateSchema = v.object({
  name: v.optional(requiredText(STORE_NAME_MAX)),
  phone: v.optional(phone),
  email: v.optional(email),
  address: v.optional(optionalText(STORE_ADDRESS_MAX)),
  brand: v.optional(optionalText(STORE_BRAND_MAX)),
  currency: v.optional(currency),
  color: v.optional(color),
  facebook_pixel_id: v.optional(facebookPixelId),
});
export type StoreUpdateInput = v.InferInput<typeof storeUpdateSchema>;
export type StoreUpdateData = v.InferOutput<typeof storeUpdateSchema>;

/** The store as the back-office API returns it (GET /api/stores/{userId}). */
export interface StoreDto {
  id: string;
  user_id: string;
  name: string;
  slug: string;
  phone: string;
  email: string;
  address: string | null;
  brand: string | null;
  currency: string;
  color: string | null;
  logo: string | null;
  website: StoreWebsite;
  facebook_pixel_id: string | null;
  subscription: { status: SubscriptionStatus | null };
  created_at: string;
  updated_at: string;
}

export interface StoreWebsite {
  about?: { title?: string };
  social_media?: { whatsapp?: string; facebook?: string; youtube?: string; instagram?: string; tiktok?: string };
  [section: string]: unknown;
}

/** What anyone may read about a store (GET /api/publics/{slug}): no owner id, no account data, no timestamps. */
export interface PublicStoreDto {
  name: string;
  slug: string;
  phone: string;
  email: string;
  address: string | null;
  brand: string | null;
  currency: string;
  color: string | null;
  logo: string | null;
  website: StoreWebsite;
  facebook_pixel_id: string | null;
  subscription: { status: 'active' | 'suspended' };
}

/** One line of the marketing /stores page (GET /api/publics). */
export interface PublicStoreListItem {
  name: string;
  slug: string;
  logo: string | null;
  color: string | null;
  brand: string | null;
}
