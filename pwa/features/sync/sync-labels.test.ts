import { describe, expect, it } from 'vitest';
import { describeSync, formatLastSync } from './sync-labels';

const engine = (
  phase: 'idle' | 'syncing' | 'offline' | 'error' | 'signed-out' | 'blocked',
  lastError: string | null = null,
) => ({ phase, lastError, nextRetryAt: null });

describe('sync indicator labels', () => {
  it('says offline first, whatever the engine state, and counts pending changes', () => {
    expect(describeSync({ online: false, engine: engine('syncing'), pending: 3 })).toMatchObject({
      label: 'Hors ligne',
      color: 'gray',
    });
    expect(describeSync({ online: false, engine: engine('idle'), pending: 3 }).detail).toContain(
      '3 modifications en attente',
    );
  });
  it('names every engine phase in French', () => {
    expect(describeSync({ online: true, engine: engine('idle'), pending: 0 })).toMatchObject({
      label: 'Synchronisé',
      color: 'green',
    });
    expect(describeSync({ online: true, engine: engine('idle'), pending: 1 })).toMatchObject({
      label: 'En attente',
      detail: "1 modification en attente d'envoi",
    });
    expect(describeSync({ online: true, engine: engine('offline'), pending: 0 }).label).toBe('Connexion impossible');
    expect(describeSync({ online: true, engine: engine('signed-out'), pending: 2 }).label).toBe('Session expirée');
    expect(describeSync({ online: true, engine: engine('blocked', 'Compte suspendu'), pending: 2 })).toMatchObject({
      label: 'Envoi bloqué',
      detail: 'Compte suspendu',
    });
  });
  it('never says « Tout est synchronisé » while a refused change or a conflict waits for review', () => {
    const refused = describeSync({ online: true, engine: engine('idle'), pending: 0, rejected: 1, conflicts: 0 });
    expect(refused).toMatchObject({ label: 'À revoir', detail: '1 modification refusée à revoir', color: 'orange' });
    expect(describeSync({ online: true, engine: engine('idle'), pending: 0, rejected: 2, conflicts: 1 }).detail).toBe(
      '2 modifications refusées et 1 conflit à revoir',
    );
    const offline = describeSync({ online: false, engine: engine('idle'), pending: 0, rejected: 1 });
    expect(offline.detail).not.toContain('Tout est synchronisé');
    expect(offline.detail).toContain('1 modification refusée à revoir');
    expect(describeSync({ online: true, engine: engine('idle'), pending: 0, rejected: 0, conflicts: 0 }).detail).toBe(
      'Tout est synchronisé',
    );
  });
  it('does not call a new merchant without a store yet a sync error', () => {
    const view = describeSync({
      online: true,
      engine: engine('error', "Vous n'avez pas encore configuré votre boutique."),
      pending: 0,
    });
    expect(view).toMatchObject({ label: 'Boutique à configurer', color: 'gray' });
    expect(describeSync({ online: true, engine: engine('error', 'Erreur inattendue'), pending: 0 })).toMatchObject({
      label: 'Erreur de synchronisation',
      color: 'red',
    });
  });
  it('formats the last sync time, or says never', () => {
    expect(formatLastSync(null)).toBe('jamais');
    expect(formatLastSync('2026-11-22T08:05:00.000Z')).toMatch(/22\/11\/2026/);
  });
});
