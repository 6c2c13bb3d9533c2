import * as v from 'valibot';
import { maxLengthMessage, sanitizeText } from './text';
import { CONTACT_STATUSES } from '../admin';

/** An administrator disables or enables an account, with an optional note kept in the audit log. */
export const accountDisabledSchema = v.object({
  disabled: v.boolean('Valeur invalide'),
  message: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((s) => (s ? sanitizeText(s) || null : null)),
    v.check((s) => s === null || s.length <= 1000, maxLengthMessage(1000)),
  ),
});

/** The contact inbox: an administrator moves a message to read, answered or archived (or back to new). */
export const contactStatusSchema = v.object({
  status: v.optional(v.picklist(CONTACT_STATUSES, 'Statut invalide'), 'read'),
});
