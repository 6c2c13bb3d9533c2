import {
  IconBuildingStore,
  IconClipboardCheck,
  IconCreditCard,
  IconHistory,
  IconLayoutDashboard,
  IconMail,
  IconStack2,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import type { FrameNavGroup } from './frame-title';

/** The admin menu (specification section 2, admin area), grouped like the merchant's; one data list. */
export const ADMIN_NAV: FrameNavGroup[] = [
  {
    label: 'Plateforme',
    items: [
      { to: '/admin/dashboard', label: 'Tableau de bord', icon: IconLayoutDashboard },
      { to: '/admin/shopes', label: 'Boutiques', icon: IconBuildingStore, also: ['/admin/shops'] },
      { to: '/admin/users', label: 'Utilisateurs', icon: IconUsers },
    ],
  },
  {
    label: 'Abonnements',
    items: [
      { to: '/admin/subscription', label: 'Abonnements', icon: IconCreditCard },
      {
        to: '/admin/subscription/reqested',
        label: 'Demandes',
        icon: IconClipboardCheck,
        also: ['/admin/subscription/requested'],
      },
      { to: '/admin/plan', label: 'Plans', icon: IconStack2 },
    ],
  },
  {
    label: 'Réglages',
    items: [
      { to: '/admin/settings/messages', label: 'Messages', icon: IconMail },
      { to: '/admin/audit', label: 'Journal d’activité', icon: IconHistory },
      { to: '/admin/settings/profile', label: 'Mon profil', icon: IconUser },
    ],
  },
];

/** The phone's bottom bar of the admin: these 4, then « Plus ». */
export const ADMIN_BOTTOM_BAR = [
  '/admin/dashboard',
  '/admin/shopes',
  '/admin/subscription/reqested',
  '/admin/settings/messages',
];
