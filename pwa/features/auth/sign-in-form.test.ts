import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID, EMPTY, PHONE_INVALID } from '#shared/messages';
import { loginPayload, validateSignIn, type SignInValues } from './sign-in-form';

const base: SignInValues = { email: '', callingCode: '226', country: 'BF', phone: '', password: '', remember: false };

describe('sign-in form rules (shared login schema)', () => {
  it('puts the identifier error on the field of the tab in use', () => {
    expect(validateSignIn('email', { ...base, email: 'pas-un-email', password: 'x' })).toEqual({
      email: EMAIL_INVALID,
    });
    expect(validateSignIn('phone', { ...base, phone: '12', password: 'x' })).toEqual({ phone: PHONE_INVALID });
    expect(validateSignIn('email', base)).toEqual({ email: EMPTY, password: EMPTY });
  });
  it('accepts a good entry and prefixes the phone with the country code', () => {
    const values = { ...base, phone: '70 00 00 01', password: 'Marchand1234', remember: true };
    expect(validateSignIn('phone', values)).toEqual({});
    expect(loginPayload('phone', values)).toEqual({
      emailOrPhone: '+22670000001',
      password: 'Marchand1234',
      remember: true,
    });
  });
});
