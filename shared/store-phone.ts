import { callingCodeOf, normalizePhone, phoneCountry } from './phone';
import { DEFAULT_PHONE_COUNTRY } from './reference/phone-codes';

/** A store's country, read from its own phone (the merchant's number); Burkina Faso when it cannot be told. */
export const countryOfStorePhone = (storePhone: string | null | undefined) =>
  phoneCountry(storePhone ?? '') ?? DEFAULT_PHONE_COUNTRY;

/**
 * A phone typed in a store (storefront, atelier, customer form, or stored by an older build) in the store's normal
 * form, E.164: a national number gets the store's country (« 75 12 34 56 » in Ouagadougou is « +22675123456 »).
 * Null when it cannot be read as a number.
 */
export const phoneInStoreForm = (storePhone: string | null | undefined, typed: string): string | null =>
  normalizePhone(typed, callingCodeOf(countryOfStorePhone(storePhone)));
