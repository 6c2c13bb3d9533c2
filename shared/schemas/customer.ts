import * as v from 'valibot';
import { MEASUREMENT_VALUE_MAX, MEASUREMENT_VALUES_MAX, MEASURE_VALUES_TOO_MANY } from './measurement-set';
import { EMAIL_INVALID, EMPTY, PHONE_INVALID } from '../messages';
import { CUSTOMER_GENDERS } from '../constants';
import { hasValidPhoneLength } from '../phone-digits';

/** Messages the specification does not give; written in the same style. */
export const MEASUREMENT_INVALID = 'Mesure invalide : un nombre positif en cm';
export const MEASUREMENT_NAME_INVALID = 'Nom de mesure invalide';
export const TEXT_TOO_LONG = 'Texte trop long';
export const GENDER_INVALID = 'Genre invalide';

// The genders and their labels live in shared/constants.ts (no valibot: the sync review screen shows them too).
export { CUSTOMER_GENDERS, CUSTOMER_GENDER_LABELS } from '../constants';

/** Every field of a customer record, in the order forms show them (the sync field list). */
export const CUSTOMER_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'city',
  'address',
  'gender',
  'notes',
  'measurements',
  'samePhoneAs',
] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

const required = (max: number) => v.pipe(v.string(EMPTY), v.trim(), v.nonEmpty(EMPTY), v.maxLength(max, TEXT_TOO_LONG));

/** Optional text: '' or only spaces becomes null, so "empty" has one representation on every client. */
const optionalText = (max: number, isValid: (s: string) => boolean = () => true, message = TEXT_TOO_LONG) =>
  v.pipe(
    v.nullish(v.string()),
    v.transform((s): string => (s == null ? '' : s.trim())),
    v.maxLength(max, TEXT_TOO_LONG),
    v.check((s) => s === '' || isValid(s), message),
    v.transform((s): string | null => (s === '' ? null : s)),
  );

const isEmail = (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);

/** Body measurements in cm: name → positive number (e.g. {"tour_de_poitrine": 92}). */
export const measurementsSchema = v.pipe(
  v.nullish(
    v.record(
      v.pipe(v.string(), v.trim(), v.nonEmpty(MEASUREMENT_NAME_INVALID), v.maxLength(60, MEASUREMENT_NAME_INVALID)),
      v.pipe(
        v.number(MEASUREMENT_INVALID),
        v.finite(MEASUREMENT_INVALID),
        v.gtValue(0, MEASUREMENT_INVALID),
        v.maxValue(MEASUREMENT_VALUE_MAX, MEASUREMENT_INVALID),
      ),
    ),
  ),
  v.transform((m) => m ?? {}),
  // they become a measurement set (api/atelier/measurement-set-repository.ts): the same limit as any taking
  v.check((m) => Object.keys(m).length <= MEASUREMENT_VALUES_MAX, MEASURE_VALUES_TOO_MANY),
);

/**
 * A customer as the merchant fills it and as the sync endpoint validates it (the whole merged record).
 * Output is normalised: trimmed text, null for empty optional fields, {} for no measurements.
 */
export const customerSchema = v.object({
  firstName: required(100),
  lastName: required(100),
  phone: optionalText(32, hasValidPhoneLength, PHONE_INVALID),
  email: optionalText(200, isEmail, EMAIL_INVALID),
  city: optionalText(100),
  address: optionalText(300),
  gender: v.pipe(
    v.nullish(v.union([v.picklist(CUSTOMER_GENDERS), v.literal('')], GENDER_INVALID)),
    v.transform((g) => (g ? g : null)),
  ),
  notes: optionalText(2000),
  measurements: measurementsSchema,
  /** The customer whose phone this one shares under another name (set by the server); null once kept apart. */
  samePhoneAs: v.pipe(
    v.nullish(v.string()),
    v.transform((s) => (s ? s : null)),
  ),
});

export type CustomerInput = v.InferInput<typeof customerSchema>;
export type Customer = v.InferOutput<typeof customerSchema>;

/** An empty customer: what a create starts from before the client's fields are merged in. */
export const EMPTY_CUSTOMER: Customer = {
  firstName: '',
  lastName: '',
  phone: null,
  email: null,
  city: null,
  address: null,
  gender: null,
  notes: null,
  measurements: {},
  samePhoneAs: null,
};
