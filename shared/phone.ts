import { parsePhoneNumberFromString, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';

// Length rules live apart so forms that only need them skip the phone metadata (sign-in page size).
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, digitsOnly, hasValidPhoneLength } from './phone-digits';
import { DEFAULT_CALLING_CODE } from './phone-international';
export { PHONE_MIN_DIGITS, PHONE_MAX_DIGITS, digitsOnly, hasValidPhoneLength } from './phone-digits';
export { DEFAULT_CALLING_CODE, internationalDigits } from './phone-international';

/**
 * Normalises a phone number to E.164 ("+22670123456").
 * - "+33 6 12 34 56 78" or "0033612345678": kept with its own country code;
 * - a national number ("70 12 34 56"): prefixed with `callingCode` (default +226).
 * Returns null when the digit count breaks the 8–15 rule. libphonenumber-js parses numbers with a country code;
 * we do not require a number to be "valid" for its country because new West African ranges appear often.
 */
export function normalizePhone(value: string, callingCode: string = DEFAULT_CALLING_CODE): string | null {
  const trimmed = value.trim();
  if (!hasValidPhoneLength(trimmed)) return null;
  let international = trimmed.startsWith('00') ? '+' + digitsOnly(trimmed).slice(2) : trimmed;
  if (international.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(international);
    if (parsed) return parsed.number;
    return '+' + digitsOnly(international);
  }
  const cc = digitsOnly(callingCode);
  const national = digitsOnly(trimmed);
  // Someone typed the country code without the '+': "22670123456".
  if (national.startsWith(cc) && national.length - cc.length >= PHONE_MIN_DIGITS) {
    international = '+' + national;
  } else {
    // A leading 0 is a trunk prefix in most countries (« 070 11 22 33 » in Ouagadougou is +22670112233), but part of
    // the number where the plan says so: Côte d'Ivoire's ten digits (« 07 07 12 34 56 » is +2250707123456).
    const withZero = parsePhoneNumberFromString('+' + cc + national);
    international = withZero?.isValid() ? withZero.number : '+' + cc + national.replace(/^0+/, '');
  }
  if (digitsOnly(international).length > PHONE_MAX_DIGITS) return null;
  return parsePhoneNumberFromString(international)?.number ?? international;
}

export const callingCodeOf = (country: CountryCode): string => getCountryCallingCode(country);

/** The country of a number in E.164 (« +224628123456 » → « GN »), or null when it cannot be told. */
export function phoneCountry(phone: string | null | undefined): CountryCode | null {
  if (!phone || !phone.trim().startsWith('+')) return null;
  return parsePhoneNumberFromString(phone.trim())?.country ?? null;
}
