/**
 * The phone rules that need no phone metadata (split from shared/phone.ts so that forms which only check the length,
 * like sign-in, do not download libphonenumber's metadata). shared/phone.ts re-exports all of this.
 */
/** Default country calling code of the product's users (Burkina Faso). */
export const DEFAULT_CALLING_CODE = '226';
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 15;

/** Keeps digits only (the store form's phone input does this on every keystroke). */
export const digitsOnly = (value: string): string => value.replace(/\D+/g, '');

/** The specification's rule: after stripping non-digits, 8 to 15 digits. */
export function hasValidPhoneLength(value: string): boolean {
  const n = digitsOnly(value).length;
  return n >= PHONE_MIN_DIGITS && n <= PHONE_MAX_DIGITS;
}

/**
 * The digits of a number in international form, as wa.me wants them (« 70 11 22 33 » in a +226 store →
 * « 22670112233 »): the same reading as normalizePhone (shared/phone.ts) — a number with « + » or « 00 » keeps its own
 * country code, one typed with the store's code but no « + » keeps it, a national number gets the store's code and
 * loses its leading zeros — without libphonenumber's metadata, so that the lists showing phones stay light. Null when
 * the digit count breaks the 8–15 rule.
 */
export function internationalDigits(value: string | null | undefined, callingCode: string): string | null {
  const trimmed = (value ?? '').trim();
  if (!hasValidPhoneLength(trimmed)) return null;
  const digits = digitsOnly(trimmed);
  if (trimmed.startsWith('+')) return digits;
  if (trimmed.startsWith('00')) return digits.slice(2);
  const cc = digitsOnly(callingCode);
  const international =
    digits.startsWith(cc) && digits.length - cc.length >= PHONE_MIN_DIGITS ? digits : cc + digits.replace(/^0+/, '');
  return international.length > PHONE_MAX_DIGITS ? null : international;
}
