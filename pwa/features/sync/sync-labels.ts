import { STORE_NOT_CONFIGURED } from '#shared/messages';
import type { SyncStatus } from '../../lib/sync/use-sync-status';

export interface SyncView {
  label: string;
  detail: string;
  color: 'green' | 'gray' | 'blue' | 'yellow' | 'red' | 'orange';
}

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** « 1 modification refusée et 2 conflits à revoir »; empty when there is nothing to review. */
export function toReviewText(s: { conflicts?: number; rejected?: number }): string {
  const parts = [
    s.rejected ? plural(s.rejected, 'modification refusée', 'modifications refusées') : '',
    s.conflicts ? plural(s.conflicts, 'conflit', 'conflits') : '',
  ].filter(Boolean);
  return parts.length ? `${parts.join(' et ')} à revoir` : '';
}

/**
 * What the indicator says, in French, for a sync status (pure, so it is unit-tested). « Tout est synchronisé » only
 * when it is: a change the server refused, or a conflict, is not synchronised, it waits for the merchant.
 */
export function describeSync(
  s: Pick<SyncStatus, 'online' | 'engine' | 'pending'> & Partial<Pick<SyncStatus, 'conflicts' | 'rejected'>>,
): SyncView {
  const review = toReviewText(s);
  const waiting =
    s.pending > 0
      ? `${plural(s.pending, 'modification', 'modifications')} en attente d'envoi`
      : review || 'Tout est synchronisé';
  if (!s.online)
    return {
      label: 'Hors ligne',
      detail: `Hors ligne : vos modifications sont gardées sur cet appareil. ${waiting}.`,
      color: 'gray',
    };
  switch (s.engine.phase) {
    case 'syncing':
      return { label: 'Synchronisation…', detail: waiting, color: 'blue' };
    case 'offline':
      return {
        label: 'Connexion impossible',
        detail: `Nouvel essai automatique bientôt. ${waiting}.`,
        color: 'yellow',
      };
    case 'signed-out':
      return {
        label: 'Session expirée',
        detail: `Reconnectez-vous pour envoyer vos modifications. ${waiting}.`,
        color: 'orange',
      };
    case 'blocked':
      return { label: 'Envoi bloqué', detail: s.engine.lastError ?? waiting, color: 'red' };
    case 'error':
      // A merchant who has just signed up has no store to sync into yet: nothing is wrong, she has a step to take.
      if (s.engine.lastError === STORE_NOT_CONFIGURED)
        return {
          label: 'Boutique à configurer',
          detail: 'Configurez votre boutique : vos données seront ensuite synchronisées.',
          color: 'gray',
        };
      return { label: 'Erreur de synchronisation', detail: s.engine.lastError ?? waiting, color: 'red' };
    default:
      if (s.pending > 0)
        return { label: 'En attente', detail: review ? `${waiting}, ${review}` : waiting, color: 'yellow' };
      return review
        ? { label: 'À revoir', detail: review, color: 'orange' }
        : { label: 'Synchronisé', detail: waiting, color: 'green' };
  }
}

export function formatLastSync(iso: string | null): string {
  if (!iso) return 'jamais';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? 'jamais' : d.toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' });
}
