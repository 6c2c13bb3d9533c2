import * as v from 'valibot';
import { EMPTY, NAME_REQUIRED, PHONE_INVALID } from '../messages';
import { hasValidPhoneLength, normalizePhone } from '../phone';
import { given } from './subscription';
import { maxLengthMessage, sanitizeText } from './text';

/**
 * The merchant's change request with her payment declaration (section 3: fullname, phone, transactionId; section 5:
 * fullname 'Nom requis'). The transaction id is required for a paid plan (the API checks it against the plan).
 */
export const subscriptionRequestSchema = v.object({
  planId: v.pipe(given, v.nonEmpty('Choisissez un plan')),
  fullname: v.pipe(
    given,
    v.transform(sanitizeText),
    v.nonEmpty(NAME_REQUIRED),
    v.maxLength(150, maxLengthMessage(150)),
  ),
  phone: v.pipe(
    given,
    v.nonEmpty(EMPTY),
    v.check((s) => /^\+?[\d\s().\-/]+$/.test(s) && hasValidPhoneLength(s), PHONE_INVALID),
    v.transform((s) => normalizePhone(s) ?? s),
  ),
  transactionId: v.pipe(given, v.maxLength(100, maxLengthMessage(100))),
});
export type SubscriptionRequestInput = v.InferInput<typeof subscriptionRequestSchema>;
