import type { FrameNavItem } from './frame-title';

/**
 * The merchant sidebar. Only pages that exist are listed; each later area (orders, products, testimonies, referrals,
 * settings) adds its line here when its pages land.
 */
export const MERCHANT_NAV: FrameNavItem[] = [
  { to: '/user/dashboard', label: 'Tableau de Bord' },
  { to: '/user/orders', label: 'Commandes' },
  { to: '/user/customers', label: 'Clients' },
  { to: '/user/products', label: 'Produits' },
  { to: '/user/settings/personalization', label: 'Personnalisation' },
  { to: '/user/sync', label: 'Synchronisation' },
];
