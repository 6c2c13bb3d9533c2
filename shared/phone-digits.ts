/**
 * The phone rules that need no phone metadata (split from shared/phone.ts so that forms which only check the length,
 * like sign-in, do not download libphonenumber's metadata). shared/phone.ts re-exports all of this.
 */
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 15;

/** Keeps digits only (the store form's phone input does this on every keystroke). */
export const digitsOnly = (value: string): string => value.replace(/\D+/g, '');

/** The specification's rule: after stripping non-digits, 8 to 15 digits. */
export function hasValidPhoneLength(value: string): boolean {
  const n = digitsOnly(value).length;
  return n >= PHONE_MIN_DIGITS && n <= PHONE_MAX_DIGITS;
}
