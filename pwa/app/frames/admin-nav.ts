import type { FrameNavItem } from './frame-title';

/** The admin sidebar (specification section 2, admin area). */
export const ADMIN_NAV: FrameNavItem[] = [
  { to: '/admin/dashboard', label: 'Tableau de Bord' },
  { to: '/admin/shopes', label: 'Boutiques' },
  { to: '/admin/users', label: 'Utilisateurs' },
  { to: '/admin/subscription', label: 'Abonnements' },
  { to: '/admin/subscription/reqested', label: 'Demandes' },
  { to: '/admin/plan', label: 'Plans' },
  { to: '/admin/settings/messages', label: 'Messages' },
  { to: '/admin/audit', label: 'Journal d’activité' },
  { to: '/admin/settings/profile', label: 'Mon profil' },
];
