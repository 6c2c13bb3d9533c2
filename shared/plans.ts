import { GALLERY_MAX, type PlanName } from './constants';
import { deName } from './elision';

/**
 * What a plan allows (decision 017). null = unlimited. The API enforces these for every limited thing through
 * `api/plans/limits.ts` and answers 403 with `limitMessage(...)`; the PWA shows them beside each plan.
 */
export interface PlanLimits {
  maxProducts: number | null;
  maxGalleryImages: number | null;
  maxStaffAccounts: number | null;
  atelier: boolean;
  /** The storefront at a domain of the store's own (« maboutique.sn », decision 023). */
  customDomain: boolean;
}

export type LimitKey = keyof PlanLimits;
/** The limits that count things (the atelier module and the own domain are on or off). */
export type CountedLimitKey = Exclude<LimitKey, 'atelier' | 'customDomain'>;

/** Used when no `free` plan row can be read (it always exists after the migrations; this is the last resort). */
export const FREE_PLAN_FALLBACK_LIMITS: PlanLimits = {
  maxProducts: 10,
  maxGalleryImages: 3,
  maxStaffAccounts: 0,
  atelier: false,
  customDomain: false,
};

/** How plan names are shown. */
export const PLAN_LABELS: Record<PlanName, string> = {
  free: 'Gratuit',
  starter: 'Starter',
  premium: 'Premium',
  entreprise: 'Entreprise',
};

export const BILLING_CYCLE_LABELS = { month: 'Mensuel', year: 'Annuel' } as const;
/** "par mois" / "par an", after a price. */
export const BILLING_CYCLE_PER = { month: 'par mois', year: 'par an' } as const;

/** What each counted limit counts, in the merchant's words (plural). */
export const LIMIT_NOUNS: Record<CountedLimitKey, string> = {
  maxProducts: 'produits',
  maxGalleryImages: 'images dans la galerie',
  maxStaffAccounts: 'comptes du personnel',
};

/** The same nouns for a limit of one (« permet 1 compte du personnel au maximum », not « 1 comptes »). */
const LIMIT_NOUNS_ONE: Record<CountedLimitKey, string> = {
  maxProducts: 'produit',
  maxGalleryImages: 'image dans la galerie',
  maxStaffAccounts: 'compte du personnel',
};

/**
 * What a counted limit allows in practice: the gallery never holds more than GALLERY_MAX images (the specification's
 * « Vous ne peux pas choisir plus de 10 images. »), whatever a plan says, so a plan of 30 shows and counts as 10.
 */
export function effectiveLimit(limits: PlanLimits, key: CountedLimitKey): number | null {
  const max = limits[key];
  if (key !== 'maxGalleryImages') return max;
  return max === null ? GALLERY_MAX : Math.min(max, GALLERY_MAX);
}

/** One line per limit, for the plan cards (pricing page, subscription settings, admin plan view). */
export function limitLines(limits: PlanLimits): string[] {
  const line = (key: CountedLimitKey) => {
    const max = effectiveLimit(limits, key);
    if (max === null) return `${capitalise(LIMIT_NOUNS[key])} : illimité`;
    return `${capitalise(LIMIT_NOUNS[key])} : ${max}`;
  };
  return [
    line('maxProducts'),
    line('maxGalleryImages'),
    line('maxStaffAccounts'),
    limits.atelier ? 'Module atelier : inclus' : 'Module atelier : non inclus',
    limits.customDomain ? 'Domaine personnalisé : inclus' : 'Domaine personnalisé : non inclus',
  ];
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Whether `count` things plus `adding` more stay within the limit. */
export function withinLimit(limits: PlanLimits, key: CountedLimitKey, count: number, adding = 1): boolean {
  const max = effectiveLimit(limits, key);
  return max === null || count + adding <= max;
}

/** A plan as far as choosing the one that lifts a limit goes. */
export interface PlanForLimits {
  name: PlanName;
  price: number;
  limits: PlanLimits;
}

/**
 * The cheapest plan that allows more than the current limit (any more for a counted limit, the feature for the atelier
 * module and the own domain),
 * or null when none does.
 */
export function planThatLifts(plans: PlanForLimits[], current: PlanLimits, key: LimitKey): PlanName | null {
  const better = plans.filter((p) => {
    if (key === 'atelier' || key === 'customDomain') return p.limits[key];
    const max = effectiveLimit(p.limits, key);
    const now = effectiveLimit(current, key);
    return now !== null && (max === null || max > now);
  });
  better.sort((a, b) => a.price - b.price);
  return better[0]?.name ?? null;
}

/**
 * The French message when a limit is reached: it names the limit and the plan that lifts it, e.g.
 * « Votre plan Gratuit permet 10 produits au maximum. Passez au plan Starter pour en ajouter davantage. »
 */
export function limitMessage(
  key: LimitKey,
  limits: PlanLimits,
  planName: PlanName,
  liftingPlan: PlanName | null,
): string {
  const plan = PLAN_LABELS[planName] ?? planName;
  const upgrade = liftingPlan ? `Passez au plan ${PLAN_LABELS[liftingPlan] ?? liftingPlan}` : null;
  if (key === 'atelier') {
    return `Le module atelier n'est pas compris dans votre plan ${plan}.${upgrade ? ` ${upgrade} pour l'utiliser.` : ''}`;
  }
  if (key === 'customDomain') {
    return `Le domaine personnalisé n'est pas compris dans votre plan ${plan}.${upgrade ? ` ${upgrade} pour l'utiliser.` : ''}`;
  }
  const max = effectiveLimit(limits, key) ?? 0;
  const noun = max === 1 ? LIMIT_NOUNS_ONE[key] : LIMIT_NOUNS[key];
  const head =
    max === 0
      ? `Votre plan ${plan} ne comprend pas ${deName(noun)}.`
      : `Votre plan ${plan} permet ${max} ${noun} au maximum.`;
  if (!upgrade) return max === 0 ? `${head} Contactez le support.` : `${head} Supprimez-en pour en ajouter.`;
  return `${head} ${upgrade} pour en ajouter${max === 0 ? '' : ' davantage'}.`;
}

/** A plan as the API answers it (/api/plans, /api/admin/plans). */
export interface PlanDto {
  id: string;
  name: PlanName;
  price: number;
  billing_cycle: 'month' | 'year';
  /** percent, 0-100 */
  discount_rate: number;
  description: string[];
  limits: PlanLimits;
}

/** What a cycle of the plan costs after its discount, rounded to the unit. */
export const discountedPrice = (plan: Pick<PlanDto, 'price' | 'discount_rate'>): number =>
  Math.round(plan.price * (1 - Math.min(100, Math.max(0, plan.discount_rate)) / 100));

/** The plan whose limits apply to a store now (free after an expired paid plan or with no subscription). */
export interface EffectivePlan {
  planName: PlanName;
  limits: PlanLimits;
  /** True when the store's own plan is a paid one that expired and the free plan's limits apply instead. */
  fallback: boolean;
}
