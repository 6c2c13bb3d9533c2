import * as v from 'valibot';
import { BILLING_CYCLES, PLAN_NAMES, SUBSCRIPTION_STATUSES } from '../constants';
import { BILLING_CYCLE, DIGITS_ONLY, EMPTY, PRICE_FORMAT } from '../messages';
import { maxLengthMessage, sanitizeText } from './text';

// The merchant's change request (its phone normalised with libphonenumber) is in subscription-request.ts, so that the
// administrator's plan and message forms do not load the phone metadata.

/** Missing or null reads as empty text. */
export const given = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number()])), ''),
  v.transform((x) => (x === null || x === undefined ? '' : String(x).trim())),
);

const PRICE = /^\d+(\.\d{1,2})?$/;
const DIGITS = /^\d+$/;

export const PLAN_NAME_INVALID = 'Nom de plan invalide';
export const DISCOUNT_MAX = 'Le taux de remise ne peut pas dépasser 100';
export const DESCRIPTION_LINE_MAX = 20;

/** An optional count limit: empty = unlimited (null), else digits only. */
const limitField = v.pipe(
  given,
  v.check((s) => s === '' || DIGITS.test(s), DIGITS_ONLY),
  v.transform((s) => (s === '' ? null : Number(s))),
);

/** Plan form (admin plan/add and plan/{planId}): specification section 3 and 5, plus the plan's limits. */
export const planSchema = v.object({
  name: v.pipe(given, v.nonEmpty(EMPTY), v.picklist(PLAN_NAMES, PLAN_NAME_INVALID)),
  price: v.pipe(given, v.nonEmpty(EMPTY), v.regex(PRICE, PRICE_FORMAT), v.transform(Number)),
  // No cycle chosen is an invalid cycle too (the form's select starts empty).
  billing_cycle: v.pipe(given, v.picklist(BILLING_CYCLES, BILLING_CYCLE)),
  discount_rate: v.pipe(
    given,
    v.transform((s) => (s === '' ? '0' : s)),
    v.regex(DIGITS, DIGITS_ONLY),
    v.transform(Number),
    v.maxValue(100, DISCOUNT_MAX),
  ),
  description: v.pipe(
    v.optional(v.nullable(v.array(v.string())), []),
    v.transform((lines) => (lines ?? []).map(sanitizeText).filter((l) => l !== '')),
    v.maxLength(DESCRIPTION_LINE_MAX, `Au plus ${DESCRIPTION_LINE_MAX} lignes`),
    v.check((lines) => lines.every((l) => l.length <= 200), maxLengthMessage(200)),
  ),
  maxProducts: limitField,
  maxGalleryImages: limitField,
  maxStaffAccounts: limitField,
  atelier: v.pipe(
    v.optional(v.nullable(v.union([v.boolean(), v.literal(0), v.literal(1)])), false),
    v.transform((x) => x === true || x === 1),
  ),
  customDomain: v.pipe(
    v.optional(v.nullable(v.union([v.boolean(), v.literal(0), v.literal(1)])), false),
    v.transform((x) => x === true || x === 1),
  ),
});
export type PlanInput = v.InferInput<typeof planSchema>;
export type PlanValues = v.InferOutput<typeof planSchema>;

/** The message an administrator's decision sends to the merchant (status change, refusal). */
const adminMessage = v.pipe(
  given,
  v.transform(sanitizeText),
  v.nonEmpty(EMPTY),
  v.maxLength(1000, maxLengthMessage(1000)),
);

/** Any admin decision that the merchant reads as a message (the admin screens' status-change modal). */
export const adminMessageSchema = v.object({ message: adminMessage });

/** Subscription update (specification section 3: status, message). The message goes to the merchant. */
export const subscriptionUpdateSchema = v.object({
  status: v.pipe(given, v.nonEmpty(EMPTY), v.picklist(SUBSCRIPTION_STATUSES, 'Statut invalide')),
  message: adminMessage,
});

/** Accepting a change request: an optional note for the merchant (anything but a text is ignored; an empty body is fine). */
export const requestAcceptSchema = v.object({ message: v.optional(v.unknown()) });

/** Refusing a change request: the reason the merchant will read. */
export const requestRefusalSchema = adminMessageSchema;
