import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID, EMPTY, PHONE_INVALID } from '#shared/messages';
import {
  composePhone,
  initialStoreFormValues,
  serverFieldErrors,
  toStoreFormData,
  validateStoreForm,
  type StoreFormValues,
} from './store-form';

const filled: StoreFormValues = {
  ...initialStoreFormValues,
  name: 'Couture Awa',
  phoneDigits: '70123456',
  email: 'awa@exemple.bf',
};

describe('composePhone', () => {
  it('prefixes the digits with the chosen country code, +226 by default', () => {
    expect(composePhone('BF', '70123456')).toBe('+22670123456');
    expect(composePhone('CI', '0701020304')).toBe('+2250701020304');
    expect(composePhone('ZZ', '70123456')).toBe('+22670123456');
    expect(composePhone('BF', '')).toBe('');
  });
});

describe('validateStoreForm (shared store schema)', () => {
  it('accepts a complete form', () => {
    expect(validateStoreForm(filled)).toEqual({});
  });

  it('marks the required fields with the specification messages', () => {
    expect(validateStoreForm(initialStoreFormValues)).toEqual({ name: EMPTY, phoneDigits: EMPTY, email: EMPTY });
  });

  it('refuses a bad email and a phone outside 8–15 digits', () => {
    expect(validateStoreForm({ ...filled, email: 'awa@' }).email).toBe(EMAIL_INVALID);
    expect(validateStoreForm({ ...filled, phoneDigits: '1234' }).phoneDigits).toBe(PHONE_INVALID);
    expect(validateStoreForm({ ...filled, phoneDigits: '1234567890123' }).phoneDigits).toBe(PHONE_INVALID);
  });

  it('checks the colour and the currency against the reference lists', () => {
    expect(validateStoreForm({ ...filled, color: 'rouge' }).color).toBeTruthy();
    expect(validateStoreForm({ ...filled, currency: 'ABC' }).currency).toBeTruthy();
    expect(validateStoreForm({ ...filled, color: '#ff0000', currency: 'EUR' })).toEqual({});
  });
});

describe('toStoreFormData', () => {
  it('sends the composed phone, skips empty optional fields and adds the logo', async () => {
    const logo = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
    const body = toStoreFormData({ ...filled, color: '#00ff00' }, logo);
    expect(body.get('name')).toBe('Couture Awa');
    expect(body.get('phone')).toBe('+22670123456');
    expect(body.get('currency')).toBe('XOF');
    expect(body.get('color')).toBe('#00ff00');
    expect(body.has('address')).toBe(false);
    expect((body.get('logo') as File).name).toBe('logo.png');
  });
});

describe('serverFieldErrors', () => {
  it('puts the API phone error on the digits input', () => {
    expect(serverFieldErrors({ phone: ['Numero Invalide'], logo: ['Trop lourd', 'x'] })).toEqual({
      phoneDigits: 'Numero Invalide',
      logo: 'Trop lourd',
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
