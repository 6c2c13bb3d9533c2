import * as v from 'valibot';
import { EMAIL_INVALID, EMPTY, PHONE_INVALID } from '@shared/messages';

const required = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(EMPTY), v.maxLength(max));

export const storeContactSchema = v.object({
  fullName: required(120),
  email: v.pipe(required(254), v.email(EMAIL_INVALID)),
  phone: v.pipe(required(30), v.check((s) => { const n = s.replace(/\D/g, '').length; return n >= 8 && n <= 15; }, PHONE_INVALID)),
  subject: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(150))),
  message: required(5000),
});
