import * as v from 'valibot';
import { EMAIL_INVALID, PHONE_INVALID } from '#shared/messages';
import { loginSchema } from '#shared/schemas/auth';
import { phoneWithCode } from './phone-default';

export type SignInMethod = 'email' | 'phone';

export interface SignInValues {
  email: string;
  callingCode: string;
  country: string;
  phone: string;
  password: string;
  remember: boolean;
}

/** What POST /api/login receives, from the tab in use. */
export function loginPayload(method: SignInMethod, values: SignInValues) {
  return {
    emailOrPhone: method === 'email' ? values.email.trim() : phoneWithCode(values.callingCode, values.phone),
    password: values.password,
    remember: values.remember,
  };
}

/** The shared login schema's first message per field (what a form shows), without a form library. */
function validateLogin(payload: ReturnType<typeof loginPayload>): Record<string, string> {
  const result = v.safeParse(loginSchema, payload);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const field = v.getDotPath(issue);
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The shared login schema's errors, with emailOrPhone shown on the field of the tab in use. */
export function renameIdentifierErrors(method: SignInMethod, errors: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (message == null || message === false) continue;
    if (field !== 'emailOrPhone') out[field] = String(message);
    // The shared schema reads an entry without '@' as a phone; on the email tab it is simply a bad email.
    else out[method] = method === 'email' && message === PHONE_INVALID ? EMAIL_INVALID : String(message);
  }
  return out;
}

export function validateSignIn(method: SignInMethod, values: SignInValues): Record<string, string> {
  return renameIdentifierErrors(method, validateLogin(loginPayload(method, values)));
}

export const SESSION_EXPIRED = 'Votre session a expiré : reconnectez-vous pour continuer.';
export const SESSION_EXPIRED_WHY = 'Pour votre sécurité, une session se termine après un temps sans connexion.';
export const waitingOnDevice = (waiting: string) =>
  `En attente d’envoi sur cet appareil : ${waiting.replace(/ à envoyer$/, '')}. Rien n’est perdu : tout partira dès que vous serez reconnecté(e).`;
