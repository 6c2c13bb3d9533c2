import { CONTACT_STATUS_LABELS, type AuditAction } from './admin';
import { SUBSCRIPTION_STATUS_LABELS } from './constants';
import { BILLING_CYCLE_LABELS, PLAN_LABELS } from './plans';
import { REQUEST_STATUS_LABELS } from './subscriptions';

/**
 * An audit entry's before/after in the admin's words: « Plan : Gratuit → Starter », « Statut : Nouveau →
 * Répondu ». Never raw JSON nor ids: a field without a label here is not shown (ids, codes).
 */

/** Every kind of audit entry, as the admin reads it (filter and list). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
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
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

type Formatter = (value: unknown) => string;

const label =
  (labels: Record<string, string>): Formatter =>
  (v) =>
    typeof v === 'string' ? (labels[v] ?? v) : dash(v);
const dash = (v: unknown): string => (v === null || v === undefined || v === '' ? '—' : String(v));
const day: Formatter = (v) =>
  typeof v === 'string' && !Number.isNaN(Date.parse(v))
    ? new Date(v).toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' })
    : dash(v);
const amount: Formatter = (v) => (typeof v === 'number' ? v.toLocaleString('fr-FR') : dash(v));
const limit: Formatter = (v) => (v === null ? 'illimité' : amount(v));
const yesNo: Formatter = (v) => (v === true || v === 1 ? 'oui' : v === false || v === 0 ? 'non' : dash(v));

/** The status words of the thing an action changes. */
function statusLabels(action: AuditAction): Record<string, string> {
  if (action.startsWith('contact.')) return CONTACT_STATUS_LABELS;
  if (action === 'request.refuse') return REQUEST_STATUS_LABELS;
  return SUBSCRIPTION_STATUS_LABELS;
}

function fieldsOf(action: AuditAction): Record<string, [name: string, format: Formatter]> {
  return {
    plan: ['Plan', label(PLAN_LABELS)],
    name: ['Plan', label(PLAN_LABELS)],
    cycle: ['Facturation', label(BILLING_CYCLE_LABELS)],
    billing_cycle: ['Facturation', label(BILLING_CYCLE_LABELS)],
    status: ['Statut', label(statusLabels(action))],
    endDate: ['Fin', day],
    disabled: ['Compte', (v) => (v === true ? 'désactivé' : v === false ? 'actif' : dash(v))],
    price: ['Prix', amount],
    discount_rate: ['Remise', (v) => (typeof v === 'number' ? `${v.toLocaleString('fr-FR')} %` : dash(v))],
    max_products: ['Produits', limit],
    max_gallery_images: ['Images de galerie', limit],
    max_staff_accounts: ['Comptes du personnel', limit],
    atelier: ['Atelier', yesNo],
  };
}

const asObject = (x: unknown): Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Record<string, unknown>) : {};

/** The readable lines of one entry: each labelled field that changed (or was set, for a creation). */
export function auditChanges(action: AuditAction, before: unknown, after: unknown): string[] {
  const b = asObject(before);
  const a = asObject(after);
  const hadBefore = before !== null && before !== undefined;
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const [key, [name, format]] of Object.entries(fieldsOf(action))) {
    if (!(key in a) && !(key in b)) continue;
    const from = b[key];
    const to = a[key];
    if (hadBefore && JSON.stringify(from) === JSON.stringify(to)) continue;
    const line = hadBefore ? `${name} : ${format(from)} → ${format(to)}` : `${name} : ${format(to)}`;
    if (seen.has(line)) continue;
    seen.add(line);
    lines.push(line);
  }
  if ('description' in a && hadBefore && JSON.stringify(b.description) !== JSON.stringify(a.description)) {
    lines.push('Description modifiée');
  }
  return lines;
}
