import * as v from 'valibot';
import type { PlanName, Role, SubscriptionStatus } from '../constants';
import { hasValidPhoneLength } from '../phone-digits';
import {
  EMPTY,
  EMAIL_INVALID,
  PHONE_INVALID,
  PASS_TOO_SHORT,
  PASS_MISMATCH,
  TERMS,
  OTP_LENGTH,
  NEW_PASS_TOO_SHORT,
  LOWERCASE_REQUIRED,
  UPPERCASE_REQUIRED,
} from '../messages';

/** Auth forms (specification sections 3 and 5): one schema per form, used by the PWA forms and by the API. */

export const REGISTER_PASSWORD_MIN = 6;
export const NEW_PASSWORD_MIN = 8;
export const OTP_SIZE = 6;
/** Longest text accepted in a name or password field (keeps hashing and storage bounded). */
const MAX_TEXT = 200;

/** A required text field: a missing value or wrong type reads as empty, then trimmed and checked non-empty. */
const requiredText = (max = MAX_TEXT) =>
  v.pipe(v.optional(v.string(EMPTY), ''), v.trim(), v.nonEmpty(EMPTY), v.maxLength(max, `${max} caractères maximum`));

/** A required password: never trimmed (spaces are part of a password). */
const requiredSecret = () =>
  v.pipe(v.optional(v.string(EMPTY), ''), v.nonEmpty(EMPTY), v.maxLength(MAX_TEXT, `${MAX_TEXT} caractères maximum`));

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** What a typed phone number may contain before digits are counted. */
const PHONE_CHARS = /^\+?[\d\s().\-/]+$/;

export type IdentifierKind = 'email' | 'phone';

/** An entry containing '@' is an email; anything else is read as a phone number. */
export const identifierKind = (value: string): IdentifierKind => (value.includes('@') ? 'email' : 'phone');

/** The message for a bad emailOrPhone entry, or null when the entry is acceptable. */
export function emailOrPhoneProblem(value: string): string | null {
  if (identifierKind(value) === 'email') return EMAIL_PATTERN.test(value) && value.length <= 254 ? null : EMAIL_INVALID;
  return PHONE_CHARS.test(value) && hasValidPhoneLength(value) ? null : PHONE_INVALID;
}

/** An email, or a phone number with 8 to 15 digits once non-digits are stripped. */
export const emailOrPhoneSchema = v.pipe(
  requiredText(254),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value === '') return; // already reported as empty
    const problem = emailOrPhoneProblem(dataset.value);
    if (problem) addIssue({ message: problem });
  }),
);

/** New password (reset or change): at least 8 characters, a lowercase and an uppercase letter. */
export const newPasswordSchema = v.pipe(
  requiredSecret(),
  // An empty value is already reported as empty: the other rules speak only about a typed password.
  v.check((value) => value === '' || value.length >= NEW_PASSWORD_MIN, NEW_PASS_TOO_SHORT),
  v.check((value) => value === '' || /\p{Ll}/u.test(value), LOWERCASE_REQUIRED),
  v.check((value) => value === '' || /\p{Lu}/u.test(value), UPPERCASE_REQUIRED),
);

/** The 6-character code sent for a password reset. */
export const otpSchema = v.pipe(
  v.optional(v.string(EMPTY), ''),
  v.trim(),
  v.nonEmpty(EMPTY),
  v.check((value) => value === '' || value.length === OTP_SIZE, OTP_LENGTH),
);

/** The terms box: a checked box arrives as true (JSON) or 'true'/'on'/'1' (forms). */
const acceptedTerms = v.pipe(
  v.optional(v.unknown(), false),
  v.check((value) => value === true || value === 1 || value === 'true' || value === 'on' || value === '1', TERMS),
  v.transform(() => true as const),
);

/** Optional short text: empty or missing becomes undefined. */
const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string(EMPTY)), undefined),
    v.transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)),
    v.check((value) => value === undefined || value.length <= max, `${max} caractères maximum`),
  );

/**
 * confirmPass must equal password; the message goes on the confirmPass field. A raw check, not a partialCheck: it runs
 * even when another field (the password itself, too short) already failed, so one answer lists every error.
 */
interface PasswordPair extends Record<string, unknown> {
  password: string;
  confirmPass: string;
}
const confirmationMatches = <T extends PasswordPair>() =>
  v.forward<PasswordPair, v.RawCheckIssue<PasswordPair>, ['confirmPass']>(
    v.rawCheck<PasswordPair>(({ dataset, addIssue }) => {
      // The object may be only partly typed here (another field failed): read it defensively.
      const value = dataset.value as Partial<Record<keyof PasswordPair, unknown>> | undefined;
      const confirm = value?.confirmPass;
      if (typeof confirm === 'string' && confirm !== '' && confirm !== value?.password) {
        addIssue({ message: PASS_MISMATCH });
      }
    }),
    ['confirmPass'],
    // Generic over the form's own object type so that the pipe keeps its output type.
  ) as unknown as v.BaseValidation<T, T, v.RawCheckIssue<T>>;

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const registerSchema = v.pipe(
  v.object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    emailOrPhone: emailOrPhoneSchema,
    password: v.pipe(
      requiredSecret(),
      v.check((value) => value === '' || value.length >= REGISTER_PASSWORD_MIN, PASS_TOO_SHORT),
    ),
    confirmPass: requiredSecret(),
    termCondition: acceptedTerms,
    /** Referral code of the merchant who invited this one (parrainage). */
    referral: optionalText(32),
    gender: v.pipe(
      optionalText(10),
      v.check((value) => value === undefined || (GENDERS as readonly string[]).includes(value), 'Genre invalide'),
    ),
  }),
  confirmationMatches(),
);
export type RegisterInput = v.InferInput<typeof registerSchema>;
export type RegisterData = v.InferOutput<typeof registerSchema>;

/** Sign-in. `remember` is the 'Se souvenir de moi' box: it decides how long the session lasts. */
export const loginSchema = v.object({
  emailOrPhone: emailOrPhoneSchema,
  password: requiredSecret(),
  remember: v.optional(v.boolean('Valeur invalide'), false),
});
export type LoginInput = v.InferInput<typeof loginSchema>;
export type LoginData = v.InferOutput<typeof loginSchema>;

export const changePasswordSchema = v.pipe(
  v.object({
    currentPassword: requiredSecret(),
    password: newPasswordSchema,
    confirmPass: requiredSecret(),
  }),
  confirmationMatches(),
);
export type ChangePasswordInput = v.InferInput<typeof changePasswordSchema>;
export type ChangePasswordData = v.InferOutput<typeof changePasswordSchema>;

export const forgotPasswordSchema = v.object({ emailOrPhone: emailOrPhoneSchema });
export type ForgotPasswordInput = v.InferInput<typeof forgotPasswordSchema>;

/** The code check of /auth/verify/{token}: token from the URL, otp typed by the user. */
export const verifyOtpSchema = v.object({
  token: requiredText(100),
  otp: otpSchema,
});
export type VerifyOtpInput = v.InferInput<typeof verifyOtpSchema>;

export const resetPasswordSchema = v.pipe(
  v.object({
    emailOrPhone: emailOrPhoneSchema,
    otp: otpSchema,
    password: newPasswordSchema,
    confirmPass: requiredSecret(),
  }),
  confirmationMatches(),
);
export type ResetPasswordInput = v.InferInput<typeof resetPasswordSchema>;
export type ResetPasswordData = v.InferOutput<typeof resetPasswordSchema>;

/**
 * Sign-out and refresh bodies: the refresh token is judged by the server (a missing or malformed one answers 401, not
 * a field error), so the schema only names it. An empty body is allowed.
 */
export const refreshTokenBodySchema = v.object({ refresh_token: v.optional(v.unknown()) });

/** GET /api/verifyToken's `user`: who is signed in, with the current subscription (contract [auth]). */
export interface CurrentUserJson {
  id: string;
  firstName: string;
  lastName: string;
  profile_image: string | null;
  role: Role;
  subscription: { plan: PlanName | null; endDate: string | null; status: SubscriptionStatus | null } | null;
}
