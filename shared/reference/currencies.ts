/** A currency the store can sell in: ISO 4217 code and its French name. */
export interface Currency {
  code: string;
  name: string;
}

/**
 * ISO 4217 codes offered in the store form (about 90): the franc CFA zones first (the product's merchants),
 * then the rest of Africa, then the currencies of the diaspora and of trade partners.
 */
export const CURRENCY_CODES = [
  'XOF',
  'XAF',
  'USD',
  'EUR',
  // Africa
  'GHS',
  'NGN',
  'GNF',
  'GMD',
  'SLE',
  'LRD',
  'CVE',
  'MRU',
  'MAD',
  'DZD',
  'TND',
  'LYD',
  'EGP',
  'SDG',
  'SSP',
  'ETB',
  'ERN',
  'DJF',
  'SOS',
  'KES',
  'UGX',
  'TZS',
  'RWF',
  'BIF',
  'CDF',
  'AOA',
  'ZMW',
  'MWK',
  'MZN',
  'ZAR',
  'NAD',
  'BWP',
  'LSL',
  'SZL',
  'MGA',
  'MUR',
  'SCR',
  'KMF',
  'STN',
  // Europe
  'GBP',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'BGN',
  'RSD',
  'UAH',
  'TRY',
  'RUB',
  'ISK',
  // Americas
  'CAD',
  'MXN',
  'BRL',
  'ARS',
  'CLP',
  'COP',
  'PEN',
  'HTG',
  'DOP',
  'JMD',
  'TTD',
  'XCD',
  // Middle East and Asia
  'AED',
  'SAR',
  'QAR',
  'KWD',
  'BHD',
  'OMR',
  'JOD',
  'LBP',
  'ILS',
  'INR',
  'PKR',
  'BDT',
  'LKR',
  'CNY',
  'HKD',
  'JPY',
  'KRW',
  'SGD',
  'MYR',
  'IDR',
  'THB',
  'VND',
  'PHP',
  // Oceania
  'AUD',
  'NZD',
  'XPF',
] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const DEFAULT_CURRENCY: CurrencyCode = 'XOF';

const capitalize = (s: string) => (s ? s[0]!.toLocaleUpperCase('fr') + s.slice(1) : s);

/** French names computed once at module load from the runtime's CLDR data (Node and every browser ship it). */
const frenchNames = new Intl.DisplayNames('fr', { type: 'currency', fallback: 'code' });

export const CURRENCIES: readonly Currency[] = CURRENCY_CODES.map((code) => ({
  code,
  name: capitalize(frenchNames.of(code) ?? code),
}));

const codeSet: ReadonlySet<string> = new Set(CURRENCY_CODES);
export const isCurrencyCode = (value: string): value is CurrencyCode => codeSet.has(value);
