import * as v from 'valibot';
import { EMAIL_INVALID, EMPTY, PHONE_INVALID, tooLongAtMost } from '../messages';
import { hasValidPhoneLength } from '../phone-digits';

// The contact form of a storefront (POST /api/shop/{slug}/contact): a message for that store's merchant.

export const VALUE_INVALID = 'Valeur invalide';
export const FORM_INVALID = 'Formulaire invalide';

const required = (max: number) =>
  v.optional(v.pipe(v.string(EMPTY), v.trim(), v.nonEmpty(EMPTY), v.maxLength(max, tooLongAtMost(max))), '');
const isEmail = (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);

export const shopContactSchema = v.object(
  {
    fullName: required(120),
    email: v.pipe(
      required(200),
      v.check((s) => s === '' || isEmail(s), EMAIL_INVALID),
    ),
    phone: v.pipe(
      required(32),
      v.check((s) => s === '' || hasValidPhoneLength(s), PHONE_INVALID),
    ),
    subject: v.pipe(
      v.optional(v.nullable(v.string(VALUE_INVALID)), null),
      v.transform((s) => (s == null || s.trim() === '' ? null : s.trim())),
      v.check((s) => s === null || s.length <= 150, tooLongAtMost(150)),
    ),
    message: required(5000),
  },
  FORM_INVALID,
);
export type ShopContactInput = v.InferOutput<typeof shopContactSchema>;
