import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, digitsOnly, hasValidPhoneLength } from './phone-digits';

// Apart from phone-digits.ts, which the sign-in page loads: only the screens that show customers' phones need this.

/** Default country calling code of the product's users (Burkina Faso). */
export const DEFAULT_CALLING_CODE = '226';

/**
 * The digits of a number in international form, as wa.me wants them (« 70 11 22 33 » in a +226 store →
 * « 22670112233 »): the same reading as normalizePhone (shared/phone.ts) — a number with « + » or « 00 » keeps its own
 * country code, one typed with the store's code but no « + » keeps it, a national number gets the store's code and
 * loses its leading zeros — without libphonenumber's metadata, so that the lists showing phones stay light. Null when
 * the digit count breaks the 8–15 rule.
 */
/**
 * Countries whose ten-digit national numbers begin with a 0 that belongs to the number (Côte d'Ivoire since 2021,
 * Benin since 2024), as libphonenumber's metadata says for normalizePhone.
 */
const TEN_DIGIT_PLANS = new Set(['225', '229']);

export function internationalDigits(value: string | null | undefined, callingCode: string): string | null {
  const trimmed = (value ?? '').trim();
  if (!hasValidPhoneLength(trimmed)) return null;
  const digits = digitsOnly(trimmed);
  if (trimmed.startsWith('+')) return digits;
  if (trimmed.startsWith('00')) return digits.slice(2);
  const cc = digitsOnly(callingCode);
  const keepsZero = TEN_DIGIT_PLANS.has(cc) && digits.length === 10 && digits.startsWith('0');
  const international =
    digits.startsWith(cc) && digits.length - cc.length >= PHONE_MIN_DIGITS
      ? digits
      : cc + (keepsZero ? digits : digits.replace(/^0+/, ''));
  return international.length > PHONE_MAX_DIGITS ? null : international;
}
