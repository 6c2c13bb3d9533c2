import type { StoreMemberJson } from '#shared/schemas/staff';
import type { FrameNavItem } from './frame-title';
import { pathAllowed } from '../../lib/store-member';

/**
 * The merchant sidebar. Only pages that exist are listed; each later area (orders, products, testimonies, referrals,
 * settings) adds its line here when its pages land.
 */
export const MERCHANT_NAV: FrameNavItem[] = [
  { to: '/user/dashboard', label: 'Tableau de Bord' },
  { to: '/user/orders', label: 'Commandes' },
  { to: '/user/customers', label: 'Clients' },
  { to: '/user/products', label: 'Produits' },
  { to: '/user/testimonies', label: 'Témoignages' },
  { to: '/user/referred', label: 'Parrainage' },
  { to: '/user/settings/profiles', label: 'Paramètres' },
  { to: '/user/settings/personalization', label: 'Personnalisation' },
  { to: '/user/sync', label: 'Synchronisation' },
  { to: '/user/settings/settings', label: 'Abonnement' },
];

/** The specification's title of every atelier page without a title of its own. */
export const ATELIER_TITLE = "Panneau d'Administration";

/**
 * The sidebar for a store's atelier state: nothing when its plan does not include the atelier; the 'Atelier' page
 * (where the merchant switches it on) when it does; and the atelier's screens once it is on.
 */
export function merchantNav(
  atelier: { available: boolean; enabled: boolean } | undefined,
  member?: Pick<StoreMemberJson, 'owner' | 'permissions'>,
): FrameNavItem[] {
  // A staff account sees only what its role opens (the API refuses the rest anyway).
  if (member && !member.owner) return ownerNav(atelier).filter((item) => pathAllowed(item.to, member));
  return ownerNav(atelier);
}

function ownerNav(atelier: { available: boolean; enabled: boolean } | undefined): FrameNavItem[] {
  if (!atelier?.available) return MERCHANT_NAV;
  const items: FrameNavItem[] = [{ to: '/user/atelier', label: 'Atelier', title: ATELIER_TITLE }];
  if (atelier.enabled) {
    items.push(
      { to: '/user/atelier/dashboard', label: 'Atelier · Tableau de Bord', title: 'Tableau de Bord' },
      { to: '/user/atelier/costumer/customers', label: 'Atelier · Clients', title: ATELIER_TITLE },
      { to: '/user/atelier/orders/orders', label: 'Atelier · Commandes', title: ATELIER_TITLE },
      {
        to: '/user/atelier/customer/customermeasure-details',
        label: 'Atelier · Prises de mesures',
        title: ATELIER_TITLE,
      },
      { to: '/user/atelier/mesurements/measurment-part', label: 'Atelier · Mesures', title: ATELIER_TITLE },
      { to: '/user/atelier/settings/chlothe-types', label: 'Atelier · Modèles', title: ATELIER_TITLE },
      { to: '/user/atelier/calendar/order', label: 'Atelier · Calendrier', title: ATELIER_TITLE },
      { to: '/user/atelier/fabric/list', label: 'Atelier · Tissus', title: ATELIER_TITLE },
      { to: '/user/atelier/supplier/supplier', label: 'Atelier · Fournisseurs', title: ATELIER_TITLE },
      { to: '/user/atelier/services', label: 'Atelier · Services', title: ATELIER_TITLE },
      { to: '/user/atelier/transaction/list', label: 'Atelier · Transactions', title: ATELIER_TITLE },
      { to: '/user/atelier/staff/lists', label: 'Atelier · Personnel', title: ATELIER_TITLE },
      { to: '/user/atelier/staff/salary-payement', label: 'Atelier · Salaires', title: ATELIER_TITLE },
      { to: '/user/atelier/settings/roles', label: 'Atelier · Rôles', title: ATELIER_TITLE },
      // The merchant's own screens, reached from the atelier (the specification's settings, product and ecommerce
      // paths): the same pages as the merchant's entries above, in the atelier's frame title.
      { to: '/user/atelier/settings/galery', label: 'Atelier · Galerie', title: ATELIER_TITLE },
      { to: '/user/atelier/settings/profiles', label: "Atelier · Profil de l'entreprise", title: ATELIER_TITLE },
      { to: '/user/atelier/product/list-product', label: 'Atelier · Produits', title: ATELIER_TITLE },
      { to: '/user/atelier/ecommerce/commande', label: 'Atelier · Commandes boutique', title: ATELIER_TITLE },
      { to: '/user/atelier/notifications', label: 'Atelier · Notifications', title: ATELIER_TITLE },
    );
  }
  return [...MERCHANT_NAV, ...items];
}
