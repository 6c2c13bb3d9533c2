import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from '#shared/constants';
import { BILLING_CYCLE_LABELS, PLAN_LABELS } from '#shared/plans';
import { REQUEST_STATUS_LABELS, type RequestStatus } from '#shared/subscriptions';

export const STATUS_COLORS: Record<SubscriptionStatus, string> = {
  active: 'green',
  expired: 'orange',
  suspended: 'red',
};
export const REQUEST_COLORS: Record<RequestStatus, string> = { pending: 'yellow', accepted: 'green', refused: 'red' };

export const statusLabel = (s: SubscriptionStatus) => SUBSCRIPTION_STATUS_LABELS[s] ?? s;
export const requestLabel = (s: RequestStatus) => REQUEST_STATUS_LABELS[s] ?? s;
export const planTitle = (plan: { name: keyof typeof PLAN_LABELS; billing_cycle: 'month' | 'year' }) =>
  `${PLAN_LABELS[plan.name] ?? plan.name} · ${BILLING_CYCLE_LABELS[plan.billing_cycle]}`;

/** What an audit entry says, in the admin's words. */
export const AUDIT_LABELS: Record<string, string> = {
  'subscription.status': 'Statut de l’abonnement changé',
  'subscription.suspend': 'Boutique suspendue',
  'subscription.reactivate': 'Boutique réactivée',
  'subscription.expire': 'Abonnement expiré (échéance)',
  'request.accept': 'Demande acceptée',
  'request.refuse': 'Demande refusée',
  'plan.create': 'Plan créé',
  'plan.update': 'Plan modifié',
  'user.disable': 'Compte désactivé',
  'user.enable': 'Compte réactivé',
  'user.sessions_revoked': 'Sessions fermées',
  'contact.status': 'Message de contact traité',
};
