import * as v from 'valibot';
import { EMAIL_INVALID, EMPTY, PHONE_INVALID } from '../messages';
import { hasValidPhoneLength, normalizePhone } from '../phone';
import { sanitizeText, maxLengthMessage } from './text';

/**
 * Contact form (specification section 3: email, message, options (subject), fullName, phone).
 * Used by the marketing /contact page (POST /api/contact) and by a storefront's contact page.
 */

export const CONTACT_SUBJECTS = [
  'Information',
  'Tarifs et abonnements',
  'Support technique',
  'Partenariat',
  'Autre',
] as const;

export const CONTACT_MESSAGE_MAX = 5000;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_CHARS = /^\+?[\d\s().\-/]+$/;

/** Missing or null reads as empty, so the message is 'Le champ est vide' rather than a type error. */
const given = v.pipe(
  v.optional(v.nullable(v.string(EMPTY)), ''),
  v.transform((x) => x ?? ''),
);

export const contactSchema = v.object({
  fullName: v.pipe(
    given,
    v.transform(sanitizeText),
    v.nonEmpty(EMPTY),
    v.pipe(v.string(), v.maxLength(150, maxLengthMessage(150))),
  ),
  email: v.pipe(
    given,
    v.trim(),
    v.nonEmpty(EMPTY),
    v.pipe(v.string(), v.maxLength(254, EMAIL_INVALID), v.regex(EMAIL_PATTERN, EMAIL_INVALID), v.toLowerCase()),
  ),
  phone: v.pipe(
    given,
    v.trim(),
    v.nonEmpty(EMPTY),
    // Nested pipe: skipped once the field is empty, so an empty field gets one message only.
    v.pipe(
      v.string(),
      v.check((value) => PHONE_CHARS.test(value) && hasValidPhoneLength(value), PHONE_INVALID),
      v.transform((value) => normalizePhone(value) ?? value),
    ),
  ),
  /** The 'options' select; free text is accepted (storefronts may offer their own subjects). */
  subject: v.pipe(
    v.optional(v.nullable(v.string(EMPTY)), null),
    v.transform((value) => (value ? sanitizeText(value) || null : null)),
    v.check((value) => value === null || value.length <= 150, maxLengthMessage(150)),
  ),
  message: v.pipe(
    given,
    v.trim(),
    v.nonEmpty(EMPTY),
    v.pipe(v.string(), v.maxLength(CONTACT_MESSAGE_MAX, maxLengthMessage(CONTACT_MESSAGE_MAX))),
  ),
});
export type ContactInput = v.InferInput<typeof contactSchema>;
export type ContactData = v.InferOutput<typeof contactSchema>;
