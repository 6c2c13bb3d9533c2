import * as v from 'valibot';
import { DEFAULT_CURRENCY } from '#shared/reference/currencies';
import { DEFAULT_PHONE_COUNTRY, PHONE_CODES, phoneCodeOf } from '#shared/reference/phone-codes';
import { PHONE_INVALID } from '#shared/messages';
import { digitsOnly, hasValidPhoneLength } from '#shared/phone';
import { storeCreateSchema, type StoreCreateInput, type StoreDto } from '#shared/schemas/store';

/** What the 'Configurer Votre Boutique' form holds: the phone is split into a country and its digits. */
export interface StoreFormValues {
  name: string;
  phoneCountry: string;
  /** Digits only: the input drops anything else as it is typed. */
  phoneDigits: string;
  email: string;
  address: string;
  brand: string;
  currency: string;
  color: string | null;
}

export const initialStoreFormValues: StoreFormValues = {
  name: '',
  phoneCountry: DEFAULT_PHONE_COUNTRY,
  phoneDigits: '',
  email: '',
  address: '',
  brand: '',
  currency: DEFAULT_CURRENCY,
  color: null,
};

/** '+226' followed by the digits typed (default +226 when the country is unknown). */
export function composePhone(country: string, digits: string): string {
  const code = phoneCodeOf(country)?.callingCode ?? '226';
  const national = digitsOnly(digits);
  return national ? `+${code}${national}` : '';
}

/** The body fields the shared store schema checks (the logo travels beside them). */
export function toStoreInput(values: StoreFormValues): StoreCreateInput {
  return {
    name: values.name,
    phone: composePhone(values.phoneCountry, values.phoneDigits),
    email: values.email,
    address: values.address,
    brand: values.brand,
    currency: values.currency,
    color: values.color,
  };
}

/** Form field that shows the error of each schema field. */
const FIELD_OF: Record<string, keyof StoreFormValues> = { phone: 'phoneDigits' };
export const formFieldOf = (apiField: string): string => FIELD_OF[apiField] ?? apiField;

/**
 * Checks the form with the shared store schema — the same rules the API applies — and answers the first message of
 * each field, keyed by form field. The digits typed must themselves count 8 to 15 (specification section 5).
 */
export function validateStoreForm(values: StoreFormValues): Partial<Record<keyof StoreFormValues, string>> {
  const errors: Partial<Record<keyof StoreFormValues, string>> = {};
  const result = v.safeParse(storeCreateSchema, toStoreInput(values));
  if (!result.success) {
    for (const issue of result.issues) {
      const key = v.getDotPath(issue);
      if (!key) continue;
      const field = formFieldOf(key) as keyof StoreFormValues;
      errors[field] ??= issue.message;
    }
  }
  if (!errors.phoneDigits && values.phoneDigits !== '' && !hasValidPhoneLength(values.phoneDigits)) {
    errors.phoneDigits = PHONE_INVALID;
  }
  return errors;
}

/** The multipart body of POST /api/stores: the schema's cleaned fields plus the compressed logo. */
export function toStoreFormData(values: StoreFormValues, logo: File | null): FormData {
  const input = toStoreInput(values);
  const body = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value !== null && value !== undefined && value !== '') body.append(key, String(value));
  }
  if (logo) body.append('logo', logo, logo.name);
  return body;
}

/** Server field errors (422) keyed by form field, first message each. */
export function serverFieldErrors(errors: Record<string, string[]> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (messages[0]) out[formFieldOf(field)] = messages[0];
  }
  return out;
}

/**
 * Splits a stored E.164 phone into the form's country and digits: the longest calling code that prefixes it (the
 * default country first among countries sharing a code, e.g. +1).
 */
export function splitPhone(e164: string): { phoneCountry: string; phoneDigits: string } {
  const digits = digitsOnly(e164);
  const home = phoneCodeOf(DEFAULT_PHONE_COUNTRY);
  let best: { country: string; callingCode: string } | undefined;
  for (const p of home ? [home, ...PHONE_CODES] : PHONE_CODES) {
    if (digits.startsWith(p.callingCode) && (!best || p.callingCode.length > best.callingCode.length)) best = p;
  }
  return best
    ? { phoneCountry: best.country, phoneDigits: digits.slice(best.callingCode.length) }
    : { phoneCountry: DEFAULT_PHONE_COUNTRY, phoneDigits: digits };
}

/** The business profile form filled from the store. */
export function storeFormValuesOf(store: StoreDto): StoreFormValues {
  return {
    name: store.name,
    ...splitPhone(store.phone),
    email: store.email,
    address: store.address ?? '',
    brand: store.brand ?? '',
    currency: store.currency,
    color: store.color,
  };
}

/** The multipart body of PUT /api/stores: every field (an emptied address or brand is cleared) and a new logo if any. */
export function toStoreUpdateFormData(values: StoreFormValues, logo: File | null): FormData {
  const input = toStoreInput(values);
  const body = new FormData();
  for (const [key, value] of Object.entries(input)) body.append(key, value == null ? '' : String(value));
  if (logo) body.append('logo', logo, logo.name);
  return body;
}
