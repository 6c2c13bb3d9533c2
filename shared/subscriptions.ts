import { frenchLongDate } from './days';
import type { BillingCycle, PlanName, SubscriptionStatus } from './constants';
import type { EffectivePlan, PlanDto } from './plans';

/**
 * The subscription life cycle (decision 017), written once: the API refuses any other change and the admin screens
 * offer only these. `by` says who may make it: an administrator (status change with a message, suspend/reactivate),
 * or the system (the expiry job, or an accepted change request replacing the current subscription).
 *
 *   active ──suspend──▶ suspended ──reactivate──▶ active (or expired when its end date has passed meanwhile)
 *   active ──expire───▶ expired   ──suspend─────▶ suspended
 *   a new subscription (accepted request) starts `active`; the one it replaces becomes `expired`.
 */
export const SUBSCRIPTION_TRANSITIONS = [
  { from: 'active', to: 'suspended', by: 'admin', action: 'suspend' },
  { from: 'expired', to: 'suspended', by: 'admin', action: 'suspend' },
  { from: 'suspended', to: 'active', by: 'admin', action: 'reactivate' },
  { from: 'suspended', to: 'expired', by: 'admin', action: 'reactivate' },
  { from: 'active', to: 'expired', by: 'admin', action: 'expire' },
  { from: 'active', to: 'expired', by: 'system', action: 'expire' },
  { from: 'active', to: 'expired', by: 'system', action: 'replace' },
] as const satisfies readonly {
  from: SubscriptionStatus;
  to: SubscriptionStatus;
  by: 'admin' | 'system';
  action: string;
}[];

export type SubscriptionAction = (typeof SUBSCRIPTION_TRANSITIONS)[number]['action'];

/** Whether `by` may move a subscription from `from` to `to`. */
export function canTransition(from: SubscriptionStatus, to: SubscriptionStatus, by: 'admin' | 'system'): boolean {
  return SUBSCRIPTION_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by === by);
}

/** The statuses an administrator may set from `from` (what the status select offers). */
export function adminTargets(from: SubscriptionStatus): SubscriptionStatus[] {
  return [...new Set(SUBSCRIPTION_TRANSITIONS.filter((t) => t.from === from && t.by === 'admin').map((t) => t.to))];
}

/**
 * Where an admin's requested status really lands: reactivating (→ active) a subscription whose end date has passed
 * lands on `expired`, so that the expiry rule is never bypassed.
 */
export function resolveAdminTarget(
  from: SubscriptionStatus,
  to: SubscriptionStatus,
  endDate: string | null,
  now: string,
): SubscriptionStatus {
  if (from === 'suspended' && to === 'active' && endDate !== null && endDate <= now) return 'expired';
  return to;
}

export const TRANSITION_REFUSED = (from: SubscriptionStatus, to: SubscriptionStatus) =>
  `Changement de statut impossible : ${STATUS_WORDS[from]} → ${STATUS_WORDS[to]}.`;
const STATUS_WORDS: Record<SubscriptionStatus, string> = { active: 'actif', expired: 'expiré', suspended: 'suspendu' };

/**
 * End of a cycle started at `startIso`: the same day next month (clamped to the month's last day: 31 Jan → 28/29 Feb)
 * or next year (29 Feb → 28 Feb), same time of day, UTC.
 */
export function addCycle(startIso: string, cycle: BillingCycle): string {
  const d = new Date(startIso);
  const months = cycle === 'year' ? 12 : 1;
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const targetYear = y + Math.floor(m / 12);
  const targetMonth = m % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const out = new Date(d);
  out.setUTCDate(1);
  out.setUTCFullYear(targetYear, targetMonth, Math.min(d.getUTCDate(), lastDay));
  return out.toISOString();
}

// Change requests (a merchant's payment declaration for another plan or cycle).
export const REQUEST_STATUSES = ['pending', 'accepted', 'refused'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'En attente',
  accepted: 'Acceptée',
  refused: 'Refusée',
};

/** Every merchant write while her subscription is suspended answers 403 with this (the PWA then shows 'Compte Suspendu'). */
export const ACCOUNT_SUSPENDED = 'Compte suspendu : vos modifications sont bloquées. Contactez le support.';

export const REQUEST_ALREADY_PENDING =
  'Vous avez déjà une demande en attente. Attendez la réponse avant d’en faire une autre.';
export const REQUEST_NOT_PENDING = 'Cette demande a déjà été traitée.';
export const PLAN_NOT_FOUND = 'Plan introuvable.';
export const SUBSCRIPTION_NOT_FOUND = 'Abonnement introuvable.';
export const REQUEST_NOT_FOUND = 'Demande introuvable.';
export const NOT_CURRENT_SUBSCRIPTION = "Seul l'abonnement en cours d'une boutique peut changer de statut.";
export const SUSPENDED_CANNOT_ACCEPT = 'Ce compte est suspendu : réactivez-le avant d’accepter sa demande.';
export const TRANSACTION_ID_REUSED = 'Cet identifiant de transaction a déjà été utilisé dans une autre déclaration.';
export const PLAN_TAKEN = 'Ce plan existe déjà pour ce cycle de facturation.';

/** A subscription as the API answers it. */
export interface SubscriptionDto {
  id: string;
  userId: string;
  plan: { id: string; name: PlanName; billing_cycle: BillingCycle; price: number };
  status: SubscriptionStatus;
  startDate: string;
  endDate: string | null;
  createdAt: string;
  updatedAt: string;
  /** Statuses an administrator may set now (admin answers only). */
  allowedStatuses?: SubscriptionStatus[];
  /** Whether it is its owner's current subscription. */
  current?: boolean;
}

/** A change request as the API answers it. */
export interface SubscriptionRequestDto {
  id: string;
  userId: string;
  plan: { id: string; name: PlanName; billing_cycle: BillingCycle; price: number };
  /** What the merchant declared paying (plan price after discount, when she asked). */
  amount: number;
  fullname: string;
  phone: string;
  transactionId: string | null;
  status: RequestStatus;
  adminMessage: string | null;
  decidedAt: string | null;
  subscriptionId: string | null;
  createdAt: string;
  /** Admin answers: other declarations with the same transaction id (flagged in red). */
  reusedBy?: { id: string; userId: string; status: RequestStatus; createdAt: string; merchant: string }[];
  merchant?: { id: string; firstName: string; lastName: string; email: string | null; phone: string | null };
  store?: { id: string; name: string; slug: string } | null;
}

// The expiry job (api/subscriptions/expiry.ts): reminders before the end date and on the day, each sent once.
export const REMINDER_KINDS = ['7d', '1d', 'day'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Which reminder is due for a subscription ending at `endIso`, seen at `nowIso`: `day` from the end date on (the job
 * then expires it), `1d` from 24 hours before, `7d` during the day that starts 7 days before, otherwise none. Only the nearest one is sent:
 * a subscription created 2 days before its end gets no 7-day reminder.
 */
export function reminderDue(endIso: string, nowIso: string): ReminderKind | null {
  const left = Date.parse(endIso) - Date.parse(nowIso);
  if (left <= 0) return 'day';
  if (left <= DAY_MS) return '1d';
  // « expire dans 7 jours » only while it is true: from 7 days before until 6 days before (a subscription 1 to 6 days
  // from its end, e.g. created late or when the job was stopped, waits for its 1-day reminder).
  if (left <= 7 * DAY_MS && left > 6 * DAY_MS) return '7d';
  return null;
}

const PLAN_TITLE = (name: PlanName) => name.charAt(0).toUpperCase() + name.slice(1);

/** The merchant's notification for each reminder (type `subscription`, opens her settings page). */
export function reminderMessage(kind: ReminderKind, plan: PlanName, endIso: string): string {
  const p = PLAN_TITLE(plan);
  if (kind === '7d')
    return `Votre abonnement ${p} expire dans 7 jours, le ${frenchLongDate(endIso)}. Renouvelez-le pour garder ses avantages.`;
  if (kind === '1d')
    return `Votre abonnement ${p} expire demain, le ${frenchLongDate(endIso)}. Renouvelez-le pour garder ses avantages.`;
  return plan === 'free'
    ? `Votre abonnement ${p} a expiré aujourd’hui.`
    : `Votre abonnement ${p} a expiré aujourd’hui : les limites du plan Gratuit s’appliquent, vos données sont conservées. Renouvelez-le pour retrouver ses avantages.`;
}

/** GET /api/subscription: the merchant's current subscription, the limits that apply, the plans and her requests. */
export interface MySubscriptionJson {
  current: SubscriptionDto | null;
  effective: EffectivePlan | null;
  plans: PlanDto[];
  requests: SubscriptionRequestDto[];
}
