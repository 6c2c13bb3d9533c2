import { describe, expect, it } from 'vitest';
import { limitLines, limitMessage, planThatLifts, withinLimit, type PlanLimits } from './plans';

const free: PlanLimits = {
  maxProducts: 10,
  maxGalleryImages: 3,
  maxStaffAccounts: 0,
  atelier: false,
  customDomain: false,
};
const starter: PlanLimits = {
  maxProducts: 100,
  maxGalleryImages: 10,
  maxStaffAccounts: 1,
  atelier: false,
  customDomain: true,
};
const entreprise: PlanLimits = {
  maxProducts: null,
  maxGalleryImages: null,
  maxStaffAccounts: null,
  atelier: true,
  customDomain: true,
};
const plans = [
  { name: 'entreprise' as const, price: 35000, limits: entreprise },
  { name: 'free' as const, price: 0, limits: free },
  { name: 'starter' as const, price: 5000, limits: starter },
];

describe('shared plan limits', () => {
  it('withinLimit counts what is added; null is unlimited', () => {
    expect(withinLimit(free, 'maxProducts', 9)).toBe(true);
    expect(withinLimit(free, 'maxProducts', 10)).toBe(false);
    expect(withinLimit(free, 'maxGalleryImages', 1, 2)).toBe(true);
    expect(withinLimit(free, 'maxGalleryImages', 1, 3)).toBe(false);
    expect(withinLimit(entreprise, 'maxProducts', 1e9)).toBe(true);
  });

  it('the lifting plan is the cheapest that allows more', () => {
    expect(planThatLifts(plans, free, 'maxProducts')).toBe('starter');
    expect(planThatLifts(plans, starter, 'maxProducts')).toBe('entreprise');
    expect(planThatLifts(plans, free, 'atelier')).toBe('entreprise');
    expect(planThatLifts(plans, free, 'customDomain')).toBe('starter');
    expect(planThatLifts(plans, entreprise, 'maxProducts')).toBeNull();
  });

  it('messages name the limit and the plan', () => {
    expect(limitMessage('maxProducts', free, 'free', 'starter')).toBe(
      'Votre plan Gratuit permet 10 produits au maximum. Passez au plan Starter pour en ajouter davantage.',
    );
    expect(limitMessage('maxProducts', starter, 'starter', null)).toBe(
      'Votre plan Starter permet 100 produits au maximum. Supprimez-en pour en ajouter.',
    );
    expect(limitMessage('maxStaffAccounts', free, 'free', null)).toBe(
      'Votre plan Gratuit ne comprend pas de comptes du personnel. Contactez le support.',
    );
    expect(limitMessage('maxGalleryImages', { ...free, maxGalleryImages: 0 }, 'free', null)).toBe(
      'Votre plan Gratuit ne comprend pas d’images dans la galerie. Contactez le support.',
    );
    expect(limitMessage('maxStaffAccounts', { ...free, maxStaffAccounts: 1 }, 'premium', 'entreprise')).toBe(
      'Votre plan Premium permet 1 compte du personnel au maximum. Passez au plan Entreprise pour en ajouter davantage.',
    );
    expect(limitMessage('atelier', free, 'free', 'entreprise')).toBe(
      "Le module atelier n'est pas compris dans votre plan Gratuit. Passez au plan Entreprise pour l'utiliser.",
    );
    expect(limitMessage('customDomain', free, 'free', 'starter')).toBe(
      "Le domaine personnalisé n'est pas compris dans votre plan Gratuit. Passez au plan Starter pour l'utiliser.",
    );
  });

  it('limit lines for the plan cards', () => {
    expect(limitLines(free)).toEqual([
      'Produits : 10',
      'Images dans la galerie : 3',
      'Comptes du personnel : 0',
      'Module atelier : non inclus',
      'Domaine personnalisé : non inclus',
    ]);
    expect(limitLines(entreprise)[0]).toBe('Produits : illimité');
  });

  it('the gallery never shows or counts more than its 10 images, whatever the plan says', () => {
    const premium: PlanLimits = { ...starter, maxGalleryImages: 30 };
    expect(limitLines(premium)[1]).toBe('Images dans la galerie : 10');
    expect(limitLines(entreprise)[1]).toBe('Images dans la galerie : 10');
    // starter already allows the 10: a plan saying 30 does not "lift" the gallery limit
    expect(planThatLifts([{ name: 'premium', price: 15000, limits: premium }], starter, 'maxGalleryImages')).toBeNull();
    expect(planThatLifts([{ name: 'premium', price: 15000, limits: premium }], free, 'maxGalleryImages')).toBe(
      'premium',
    );
  });
});
