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

/** What an audit entry says, in the admin's words (one list: shared/audit-changes.ts). */
export { AUDIT_ACTION_LABELS as AUDIT_LABELS } from '#shared/audit-changes';
