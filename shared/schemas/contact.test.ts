import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID, EMPTY, PHONE_INVALID } from '../messages';
import { contactSchema } from './contact';

function errorsOf(input: unknown): Record<string, string[]> {
  const result = v.safeParse(contactSchema, input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.issues) (out[v.getDotPath(issue) ?? '_'] ??= []).push(issue.message);
  return out;
}

const valid = {
  fullName: 'Awa Traoré',
  email: 'awa@example.com',
  phone: '70123456',
  subject: 'Information',
  message: 'Bonjour !',
};

describe('contactSchema', () => {
  it('accepts a complete message, phone in E.164', () => {
    expect(v.parse(contactSchema, valid)).toEqual({ ...valid, phone: '+22670123456' });
  });

  it("requires fullName, email, phone and message with 'Le champ est vide'; subject is optional", () => {
    expect(errorsOf({})).toEqual({ fullName: [EMPTY], email: [EMPTY], phone: [EMPTY], message: [EMPTY] });
    expect(v.parse(contactSchema, { ...valid, subject: '' }).subject).toBeNull();
  });

  it("refuses a bad email with 'Email Incorrect' and a bad phone with 'Numero Invalide'", () => {
    expect(errorsOf({ ...valid, email: 'awa@site' })).toEqual({ email: [EMAIL_INVALID] });
    expect(errorsOf({ ...valid, phone: '123' })).toEqual({ phone: [PHONE_INVALID] });
  });

  it('bounds the message length', () => {
    expect(errorsOf({ ...valid, message: 'x'.repeat(5001) })).toEqual({ message: ['5000 caractères maximum'] });
  });
});
