// The shopper's order fields as this island checks them before posting. The API re-checks with the same rules.
import * as v from 'valibot';
import { EMAIL_INVALID, EMPTY, PHONE_INVALID, DIGITS_ONLY } from '@shared/messages';

const required = (max = 120) => v.pipe(v.string(), v.trim(), v.nonEmpty(EMPTY), v.maxLength(max));
const phone = v.pipe(
  required(30),
  v.check((s) => {
    const n = s.replace(/\D/g, '').length;
    return n >= 8 && n <= 15;
  }, PHONE_INVALID),
);

export const shopperOrderSchema = v.object({
  firstname: required(),
  lastname: required(),
  phone,
  email: v.pipe(required(254), v.email(EMAIL_INVALID)),
  city: required(),
  quantity: v.pipe(v.string(), v.trim(), v.nonEmpty(EMPTY), v.regex(/^\d{1,4}$/, DIGITS_ONLY), v.transform(Number), v.minValue(1, DIGITS_ONLY)),
});
