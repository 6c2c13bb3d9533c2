import { describe, expect, it } from 'vitest';
import { DEFAULT_PHONE_CALLING_CODE, DEFAULT_PHONE_COUNTRY, PHONE_CODES } from '#shared/reference/phone-codes';
import { DEFAULT_CALLING_CODE, DEFAULT_COUNTRY, DEFAULT_COUNTRY_LABEL, phoneWithCode } from './phone-default';

describe('sign-in phone default', () => {
  it('matches the shared default (+226, BF)', () => {
    expect(DEFAULT_CALLING_CODE).toBe(DEFAULT_PHONE_CALLING_CODE);
    expect(DEFAULT_COUNTRY).toBe(DEFAULT_PHONE_COUNTRY);
    expect(DEFAULT_COUNTRY_LABEL).toBe(PHONE_CODES[0]!.label);
  });
  it('keeps digits only behind the calling code', () => {
    expect(phoneWithCode('226', '70 00-00 01')).toBe('+22670000001');
    expect(phoneWithCode('226', ' ')).toBe('');
  });
});
