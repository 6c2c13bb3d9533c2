import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes';

const fr = (n: number) => n.toLocaleString('fr-FR');

describe('auditChanges: an audit entry in the admin’s words', () => {
  it('says what changed, never raw JSON nor ids', () => {
    expect(
      auditChanges(
        'request.accept',
        { subscriptionId: '01a2', plan: 'free', cycle: 'month', status: 'active', endDate: null },
        { subscriptionId: '01b3', plan: 'starter', cycle: 'month', status: 'active', endDate: '2026-12-26T00:00:00Z' },
      ),
    ).toEqual(['Plan : Gratuit → Starter', 'Fin : — → 26 décembre 2026']);
    expect(auditChanges('contact.status', { status: 'new' }, { status: 'answered' })).toEqual([
      'Statut : Nouveau → Répondu',
    ]);
    expect(auditChanges('subscription.suspend', { status: 'active' }, { status: 'suspended' })).toEqual([
      'Statut : Actif → Suspendu',
    ]);
    expect(auditChanges('request.refuse', { status: 'pending' }, { status: 'refused' })).toEqual([
      'Statut : En attente → Refusée',
    ]);
    expect(auditChanges('user.disable', { disabled: false }, { disabled: true })).toEqual([
      'Compte : actif → désactivé',
    ]);
  });

  it('lists a new plan’s values and a plan’s changed limits', () => {
    expect(
      auditChanges(
        'plan.update',
        { name: 'premium', price: 5000, max_products: 100, description: '[]', code: 'x' },
        {
          name: 'premium',
          price: 6000,
          max_products: null,
          description: '["Tout"]',
          code: 'x',
        },
      ),
    ).toEqual([`Prix : ${fr(5000)} → ${fr(6000)}`, 'Produits : 100 → illimité', 'Description modifiée']);
    expect(auditChanges('plan.create', null, { name: 'starter', billing_cycle: 'year', atelier: 0 })).toEqual([
      'Plan : Starter',
      'Facturation : Annuel',
      'Atelier : non',
    ]);
    expect(auditChanges('user.sessions_revoked', null, null)).toEqual([]);
  });
});
