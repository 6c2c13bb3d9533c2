import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID, EMPTY, PHONE_INVALID } from '../messages';
import {
  COLOR_INVALID,
  CURRENCY_INVALID,
  PIXEL_INVALID,
  sanitizeText,
  storeCreateSchema,
  storeUpdateSchema,
} from './store';

/** field → messages, as the API answers them. */
function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.issues) (out[v.getDotPath(issue) ?? '_'] ??= []).push(issue.message);
  return out;
}

const valid = { name: 'Atelier Awa', phone: '70 12 34 56', email: 'Awa@Example.com' };

describe('storeCreateSchema', () => {
  it('accepts the required fields and fills the defaults', () => {
    const out = v.parse(storeCreateSchema, valid);
    expect(out).toEqual({
      name: 'Atelier Awa',
      phone: '+22670123456',
      email: 'awa@example.com',
      address: null,
      brand: null,
      currency: 'XOF',
      color: null,
    });
  });

  it("requires name, phone and email with 'Le champ est vide'", () => {
    expect(errorsOf(storeCreateSchema, {})).toEqual({ name: [EMPTY], phone: [EMPTY], email: [EMPTY] });
    expect(errorsOf(storeCreateSchema, { name: '   ', phone: '', email: '' })).toEqual({
      name: [EMPTY],
      phone: [EMPTY],
      email: [EMPTY],
    });
  });

  it("refuses a phone outside 8–15 digits with 'Numero Invalide'", () => {
    expect(errorsOf(storeCreateSchema, { ...valid, phone: '1234567' })).toEqual({ phone: [PHONE_INVALID] });
    expect(errorsOf(storeCreateSchema, { ...valid, phone: '+1234567890123456' })).toEqual({ phone: [PHONE_INVALID] });
    expect(errorsOf(storeCreateSchema, { ...valid, phone: '70-12-34-ab' })).toEqual({ phone: [PHONE_INVALID] });
    expect(v.parse(storeCreateSchema, { ...valid, phone: '+33612345678' }).phone).toBe('+33612345678');
    expect(v.parse(storeCreateSchema, { ...valid, phone: '+22670123456' }).phone).toBe('+22670123456');
  });

  it("refuses a malformed email with 'Email Incorrect'", () => {
    for (const email of ['awa', 'awa@', 'awa@site', 'a b@c.de']) {
      expect(errorsOf(storeCreateSchema, { ...valid, email })).toEqual({ email: [EMAIL_INVALID] });
    }
  });

  it('takes the currency from the reference list (default XOF)', () => {
    expect(v.parse(storeCreateSchema, { ...valid, currency: 'ghs' }).currency).toBe('GHS');
    expect(v.parse(storeCreateSchema, { ...valid, currency: '' }).currency).toBe('XOF');
    expect(errorsOf(storeCreateSchema, { ...valid, currency: 'ABC' })).toEqual({ currency: [CURRENCY_INVALID] });
    expect(CURRENCY_INVALID).toBe('Devise invalide');
  });

  it('takes the colour as hex, normalised to #rrggbb', () => {
    expect(v.parse(storeCreateSchema, { ...valid, color: '#ABC' }).color).toBe('#aabbcc');
    expect(v.parse(storeCreateSchema, { ...valid, color: '#1A2B3C' }).color).toBe('#1a2b3c');
    for (const color of ['red', '#12345', '123456', '#ggg000']) {
      expect(errorsOf(storeCreateSchema, { ...valid, color })).toEqual({ color: [COLOR_INVALID] });
    }
    expect(COLOR_INVALID).toBe('Couleur invalide (format #rrggbb)');
  });

  it('sanitises text and bounds lengths', () => {
    const out = v.parse(storeCreateSchema, {
      ...valid,
      name: '  <b>Awa</b>\u0000 Couture ',
      address: '  ',
      brand: 'AWA',
    });
    expect(out.name).toBe('bAwa/b Couture');
    expect(out.address).toBeNull();
    expect(out.brand).toBe('AWA');
    expect(errorsOf(storeCreateSchema, { ...valid, name: 'x'.repeat(101) })).toEqual({
      name: ['100 caractères maximum'],
    });
    expect(errorsOf(storeCreateSchema, { ...valid, address: 'x'.repeat(256) })).toEqual({
      address: ['255 caractères maximum'],
    });
    expect(sanitizeText('a\n\tb')).toBe('a b');
  });

  it('reads a wrong type as an empty field, never throws', () => {
    expect(errorsOf(storeCreateSchema, { name: 12, phone: ['x'], email: {} })).toEqual({
      name: [EMPTY],
      phone: [EMPTY],
      email: [EMPTY],
    });
  });
});

describe('storeUpdateSchema', () => {
  it('leaves absent fields out and checks present ones', () => {
    expect(v.parse(storeUpdateSchema, {})).toEqual({});
    expect(v.parse(storeUpdateSchema, { name: 'Nouveau nom', brand: '' })).toEqual({
      name: 'Nouveau nom',
      brand: null,
    });
    expect(errorsOf(storeUpdateSchema, { name: '', email: 'x' })).toEqual({ name: [EMPTY], email: [EMAIL_INVALID] });
  });

  it('accepts a numeric advertising pixel id and clears it when empty', () => {
    expect(v.parse(storeUpdateSchema, { facebook_pixel_id: '123456789012345' }).facebook_pixel_id).toBe(
      '123456789012345',
    );
    expect(v.parse(storeUpdateSchema, { facebook_pixel_id: '' }).facebook_pixel_id).toBeNull();
    expect(errorsOf(storeUpdateSchema, { facebook_pixel_id: '<script>' })).toEqual({
      facebook_pixel_id: [PIXEL_INVALID],
    });
  });
});
