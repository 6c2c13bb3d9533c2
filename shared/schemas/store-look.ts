import * as v from 'valibot';
import { HEX_COLOR_PATTERN, normalizeHex } from '../reference/colors';

// The store's colour and advertising pixel: checked by the store's update (store.ts) and by the storefront's
// personalization. Apart from store.ts so that the personalization screen, which has no phone field, does not bring
// the store's phone normalisation (libphonenumber's metadata) into its first load.

export const COLOR_INVALID = 'Couleur invalide (format #rrggbb)';
export const PIXEL_INVALID = 'Identifiant de pixel invalide';

/** A colour « #rrggbb » (normalised); empty clears it. */
export const storeColor = v.pipe(
  v.optional(v.nullable(v.string(COLOR_INVALID)), null),
  v.transform((value) => (value && value.trim() !== '' ? value.trim() : null)),
  v.check((value) => value === null || HEX_COLOR_PATTERN.test(value), COLOR_INVALID),
  v.transform((value) => (value === null ? null : normalizeHex(value))),
);

/** Meta (Facebook) pixel ids are numeric; empty clears it. */
export const facebookPixelId = v.pipe(
  v.optional(v.nullable(v.string(PIXEL_INVALID)), null),
  v.transform((value) => (value && value.trim() !== '' ? value.trim() : null)),
  v.check((value) => value === null || /^\d{5,20}$/.test(value), PIXEL_INVALID),
);
