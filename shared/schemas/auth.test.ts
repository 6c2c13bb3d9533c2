import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  registerSchema,
  loginSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  verifyOtpSchema,
  resetPasswordSchema,
} from './auth';
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

/** field → messages, as the API's 422 answer lists them. */
function errorsOf(schema: v.GenericSchema, value: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.issues) (out[v.getDotPath(issue) ?? '_'] ??= []).push(issue.message);
  return out;
}

const validRegistration = {
  firstName: 'Awa',
  lastName: 'Ouédraogo',
  emailOrPhone: 'awa@example.com',
  password: 'secret1',
  confirmPass: 'secret1',
  termCondition: true,
};

describe('registration schema', () => {
  it('accepts a complete form and trims names', () => {
    const out = v.parse(registerSchema, { ...validRegistration, firstName: '  Awa ' });
    expect(out.firstName).toBe('Awa');
    expect(out.termCondition).toBe(true);
    expect(out.referral).toBeUndefined();
  });

  it('says « Le champ est vide » for every missing required field', () => {
    const errors = errorsOf(registerSchema, {});
    for (const field of ['firstName', 'lastName', 'emailOrPhone', 'password', 'confirmPass']) {
      expect(errors[field]?.[0], field).toBe(EMPTY);
    }
    expect(errors.termCondition).toEqual([TERMS]);
  });

  it('treats blank text as empty', () => {
    expect(errorsOf(registerSchema, { ...validRegistration, firstName: '   ' }).firstName).toEqual([EMPTY]);
  });

  it('refuses a bad email with « Email Incorrect »', () => {
    for (const bad of ['awa@', 'awa@example', '@example.com', 'a wa@example.com']) {
      expect(errorsOf(registerSchema, { ...validRegistration, emailOrPhone: bad }).emailOrPhone, bad).toEqual([
        EMAIL_INVALID,
      ]);
    }
  });

  it('accepts a phone with 8 to 15 digits and refuses others with « Numero Invalide »', () => {
    for (const ok of ['70 00 00 01', '+226 70 00 00 01', '+33 6 12 34 56 78', '123456789012345']) {
      expect(errorsOf(registerSchema, { ...validRegistration, emailOrPhone: ok }), ok).toEqual({});
    }
    for (const bad of ['1234567', '1234567890123456', 'abcdefghij', '70-00-00-0x1']) {
      expect(errorsOf(registerSchema, { ...validRegistration, emailOrPhone: bad }).emailOrPhone, bad).toEqual([
        PHONE_INVALID,
      ]);
    }
  });

  it('needs a password of at least 6 characters', () => {
    const errors = errorsOf(registerSchema, { ...validRegistration, password: 'abc12', confirmPass: 'abc12' });
    expect(errors.password).toEqual([PASS_TOO_SHORT]);
    expect(errorsOf(registerSchema, { ...validRegistration, password: 'abc123', confirmPass: 'abc123' })).toEqual({});
  });

  it('needs the confirmation to match, reported on confirmPass', () => {
    expect(errorsOf(registerSchema, { ...validRegistration, confirmPass: 'secret2' })).toEqual({
      confirmPass: [PASS_MISMATCH],
    });
  });

  it('needs the terms accepted', () => {
    for (const refused of [false, 'false', undefined, 0]) {
      expect(errorsOf(registerSchema, { ...validRegistration, termCondition: refused }).termCondition).toEqual([TERMS]);
    }
    expect(v.parse(registerSchema, { ...validRegistration, termCondition: 'on' }).termCondition).toBe(true);
  });

  it('keeps optional referral and gender, refusing an unknown gender', () => {
    const out = v.parse(registerSchema, { ...validRegistration, referral: ' ABC123 ', gender: 'female' });
    expect(out.referral).toBe('ABC123');
    expect(out.gender).toBe('female');
    expect(errorsOf(registerSchema, { ...validRegistration, gender: 'robot' }).gender).toHaveLength(1);
  });

  it('reports wrong types as field errors instead of throwing', () => {
    const errors = errorsOf(registerSchema, { ...validRegistration, firstName: 42, password: ['x'] });
    expect(errors.firstName).toEqual([EMPTY]);
    expect(errors.password).toEqual([EMPTY]);
  });
});

describe('login schema', () => {
  it('accepts email or phone, remember defaults to false', () => {
    expect(v.parse(loginSchema, { emailOrPhone: 'a@b.co', password: 'x' }).remember).toBe(false);
    expect(v.parse(loginSchema, { emailOrPhone: '70000001', password: 'x', remember: true }).remember).toBe(true);
  });

  it('reports empty fields and a bad identifier', () => {
    expect(errorsOf(loginSchema, {})).toEqual({ emailOrPhone: [EMPTY], password: [EMPTY] });
    expect(errorsOf(loginSchema, { emailOrPhone: 'a@b', password: 'x' })).toEqual({ emailOrPhone: [EMAIL_INVALID] });
    expect(errorsOf(loginSchema, { emailOrPhone: '123', password: 'x' })).toEqual({ emailOrPhone: [PHONE_INVALID] });
  });
});

describe('new password rules (change and reset)', () => {
  const change = (password: string, confirmPass = password) =>
    errorsOf(changePasswordSchema, { currentPassword: 'old', password, confirmPass });

  it('accepts 8+ characters with a lowercase and an uppercase', () => {
    expect(change('Abcdefgh')).toEqual({});
  });

  it('gives each broken rule its exact message', () => {
    expect(change('Abcdefg').password).toEqual([NEW_PASS_TOO_SHORT]);
    expect(change('ABCDEFGH').password).toEqual([LOWERCASE_REQUIRED]);
    expect(change('abcdefgh').password).toEqual([UPPERCASE_REQUIRED]);
    expect(change('1234').password).toEqual([NEW_PASS_TOO_SHORT, LOWERCASE_REQUIRED, UPPERCASE_REQUIRED]);
  });

  it('needs the current password and a matching confirmation', () => {
    expect(errorsOf(changePasswordSchema, { password: 'Abcdefgh', confirmPass: 'Abcdefgh' })).toEqual({
      currentPassword: [EMPTY],
    });
    expect(change('Abcdefgh', 'Abcdefgx')).toEqual({ confirmPass: [PASS_MISMATCH] });
  });

  it('applies the same rules to a reset', () => {
    const base = { emailOrPhone: 'a@b.co', otp: '123456', password: 'Abcdefgh', confirmPass: 'Abcdefgh' };
    expect(errorsOf(resetPasswordSchema, base)).toEqual({});
    expect(errorsOf(resetPasswordSchema, { ...base, password: 'abcdefgh', confirmPass: 'abcdefgh' })).toEqual({
      password: [UPPERCASE_REQUIRED],
    });
    expect(errorsOf(resetPasswordSchema, { ...base, confirmPass: 'Abcdefgx' })).toEqual({
      confirmPass: [PASS_MISMATCH],
    });
  });
});

describe('every field error of a form in one answer', () => {
  it('registration: a too-short password AND a different confirmation are both reported', () => {
    expect(errorsOf(registerSchema, { ...validRegistration, password: 'abc', confirmPass: 'abd' })).toEqual({
      password: [PASS_TOO_SHORT],
      confirmPass: [PASS_MISMATCH],
    });
    // …and with other fields wrong too.
    expect(
      errorsOf(registerSchema, { password: 'abc', confirmPass: 'abd', emailOrPhone: 'x@', termCondition: false }),
    ).toEqual({
      firstName: [EMPTY],
      lastName: [EMPTY],
      emailOrPhone: [EMAIL_INVALID],
      password: [PASS_TOO_SHORT],
      confirmPass: [PASS_MISMATCH],
      termCondition: [TERMS],
    });
  });

  it('reset: a weak password, a different confirmation, a bad code and identifier at once', () => {
    expect(
      errorsOf(resetPasswordSchema, { emailOrPhone: '12', otp: '1', password: 'short', confirmPass: 'x' }),
    ).toEqual({
      emailOrPhone: [PHONE_INVALID],
      otp: [OTP_LENGTH],
      password: [NEW_PASS_TOO_SHORT, UPPERCASE_REQUIRED],
      confirmPass: [PASS_MISMATCH],
    });
  });

  it('change: a missing current password, a weak password and a different confirmation at once', () => {
    expect(errorsOf(changePasswordSchema, { password: 'ABCDEFGH', confirmPass: 'ABCDEFGX' })).toEqual({
      currentPassword: [EMPTY],
      password: [LOWERCASE_REQUIRED],
      confirmPass: [PASS_MISMATCH],
    });
  });

  it('an empty confirmation says it is empty, not that it differs', () => {
    expect(errorsOf(registerSchema, { ...validRegistration, confirmPass: '' })).toEqual({ confirmPass: [EMPTY] });
  });
});

describe('OTP and forgot-password schemas', () => {
  it('needs the OTP, exactly 6 characters', () => {
    expect(errorsOf(verifyOtpSchema, { token: 't', otp: '' }).otp).toEqual([EMPTY]);
    expect(errorsOf(verifyOtpSchema, { token: 't', otp: '12345' }).otp).toEqual([OTP_LENGTH]);
    expect(errorsOf(verifyOtpSchema, { token: 't', otp: '1234567' }).otp).toEqual([OTP_LENGTH]);
    expect(errorsOf(verifyOtpSchema, { token: 't', otp: '123456' })).toEqual({});
    expect(
      errorsOf(resetPasswordSchema, {
        emailOrPhone: 'a@b.co',
        otp: '12',
        password: 'Abcdefgh',
        confirmPass: 'Abcdefgh',
      }).otp,
    ).toEqual([OTP_LENGTH]);
  });

  it('needs an email or a phone to send the code to', () => {
    expect(errorsOf(forgotPasswordSchema, {})).toEqual({ emailOrPhone: [EMPTY] });
    expect(errorsOf(forgotPasswordSchema, { emailOrPhone: 'x@' })).toEqual({ emailOrPhone: [EMAIL_INVALID] });
    expect(errorsOf(forgotPasswordSchema, { emailOrPhone: '+226 70 00 00 01' })).toEqual({});
  });
});
