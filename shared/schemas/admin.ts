import * as v from 'valibot';
import { maxLengthMessage, sanitizeText } from './store';

/** An administrator disables or enables an account, with an optional note kept in the audit log. */
export const accountDisabledSchema = v.object({
  disabled: v.boolean('Valeur invalide'),
  message: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((s) => (s ? sanitizeText(s) || null : null)),
    v.check((s) => s === null || s.length <= 1000, maxLengthMessage(1000)),
  ),
});
