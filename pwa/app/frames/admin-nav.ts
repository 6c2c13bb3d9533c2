import type { FrameNavItem } from './frame-title';

/** The admin sidebar: pages that exist; the shops, users, subscriptions and plans pages add their lines as they land. */
export const ADMIN_NAV: FrameNavItem[] = [{ to: '/admin/dashboard', label: 'Tableau de Bord' }];
