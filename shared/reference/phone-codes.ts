import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';

/** One choice of the country-code selector: ISO country, calling code without '+', French country name. */
export interface PhoneCode {
  country: CountryCode;
  callingCode: string;
  name: string;
  /** What the selector shows, e.g. 'Burkina Faso (+226)'. */
  label: string;
}

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'BF';
export const DEFAULT_PHONE_CALLING_CODE = '226';

const regionNames = new Intl.DisplayNames('fr', { type: 'region', fallback: 'code' });
const collator = new Intl.Collator('fr', { sensitivity: 'base' });

/**
 * Every country and territory libphonenumber-js knows (territories such as La Réunion or Mayotte have their own
 * entries because their merchants pick them by name), sorted by French name, Burkina Faso first as the default.
 */
export const PHONE_CODES: readonly PhoneCode[] = (() => {
  const all = getCountries().map((country) => {
    const callingCode = getCountryCallingCode(country);
    const name = regionNames.of(country) ?? country;
    return { country, callingCode, name, label: `${name} (+${callingCode})` };
  });
  all.sort((a, b) => collator.compare(a.name, b.name));
  const i = all.findIndex((p) => p.country === DEFAULT_PHONE_COUNTRY);
  return [all[i]!, ...all.slice(0, i), ...all.slice(i + 1)];
})();

export const phoneCodeOf = (country: string): PhoneCode | undefined => PHONE_CODES.find((p) => p.country === country);
