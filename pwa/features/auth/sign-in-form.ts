import { schemaResolver } from '@mantine/form';
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

const validateLogin = schemaResolver(loginSchema, { sync: true });

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
