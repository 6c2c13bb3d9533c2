import {
  IconBuildingStore,
  IconCalendar,
  IconCash,
  IconCreditCard,
  IconDiscount,
  IconGift,
  IconHanger,
  IconLayoutDashboard,
  IconMessage2,
  IconNeedleThread,
  IconPalette,
  IconPhoto,
  IconReceipt,
  IconRefresh,
  IconRuler2,
  IconScissors,
  IconShoppingBag,
  IconTexture,
  IconTool,
  IconTruck,
  IconTruckDelivery,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { StoreMemberJson } from '#shared/schemas/staff';
import type { FrameNavGroup, FrameNavItem } from './frame-title';
import { pathAllowed } from '../../lib/store-member';

/**
 * The merchant menu: one data list, grouped by what the merchant does. A new screen adds one line to its group
 * (decision 013); a screen that is a part of another one goes in that entry's `also` or `tabs`, never as a second
 * entry. The specification's atelier paths of merchant screens (/user/atelier/product/…, /user/atelier/settings/
 * profiles…) keep working as links and highlight the merchant entry; they are no entry of their own.
 */
export const SHOP_GROUP: FrameNavGroup = {
  label: 'Boutique',
  items: [
    { to: '/user/dashboard', label: 'Tableau de bord', icon: IconLayoutDashboard },
    {
      to: '/user/orders',
      label: 'Commandes',
      icon: IconShoppingBag,
      also: ['/user/atelier/ecommerce/commande'],
    },
    {
      to: '/user/products',
      label: 'Produits',
      icon: IconHanger,
      also: ['/user/atelier/product', '/user/atelier/ecommerce'],
    },
    { to: '/user/customers', label: 'Clients', icon: IconUsers },
    { to: '/user/promo-codes', label: 'Codes promo', icon: IconDiscount },
  ],
};

export const STOREFRONT_GROUP: FrameNavGroup = {
  label: 'Vitrine',
  items: [
    {
      to: '/user/settings/personalization',
      label: 'Personnalisation',
      icon: IconPalette,
      also: ['/user/atelier/settings/personalization'],
    },
    { to: '/user/testimonies', label: 'Témoignages', icon: IconMessage2 },
    {
      to: '/user/gallery',
      label: 'Galerie',
      icon: IconPhoto,
      also: ['/user/atelier/settings/galery', '/user/atelier/settings/gallery'],
    },
    { to: '/user/referred', label: 'Parrainage', icon: IconGift },
  ],
};

/** The atelier's screens, once it is switched on. */
export const ATELIER_GROUP: FrameNavGroup = {
  label: 'Atelier',
  items: [
    { to: '/user/atelier/dashboard', label: 'Tableau de bord', icon: IconScissors },
    {
      to: '/user/atelier/costumer/customers',
      label: 'Clients et mesures',
      icon: IconRuler2,
      also: ['/user/atelier/costumer', '/user/atelier/customer'],
    },
    {
      to: '/user/atelier/orders/orders',
      label: 'Commandes sur mesure',
      icon: IconNeedleThread,
      also: ['/user/atelier/orders'],
    },
    {
      to: '/user/atelier/calendar/order',
      label: 'Calendrier',
      icon: IconCalendar,
      also: ['/user/atelier/calendar'],
    },
    {
      to: '/user/atelier/fabric/list',
      label: 'Tissus',
      icon: IconTexture,
      also: ['/user/atelier/fabric'],
    },
    {
      to: '/user/atelier/supplier/supplier',
      label: 'Fournisseurs',
      icon: IconTruck,
      also: ['/user/atelier/supplier'],
    },
    {
      to: '/user/atelier/services',
      label: 'Services',
      icon: IconTool,
      also: ['/user/atelier/settings/services'],
    },
  ],
};

export const MONEY_GROUP: FrameNavGroup = {
  label: 'Argent',
  items: [
    {
      to: '/user/atelier/transaction/list',
      label: 'Transactions',
      icon: IconReceipt,
      also: ['/user/atelier/transaction'],
    },
    {
      to: '/user/atelier/staff/salary-payement',
      label: 'Salaires',
      icon: IconCash,
      also: ['/user/atelier/staff/salary-payment'],
    },
  ],
};

/** « Boutique » (the store's profile) and « Abonnement » always; the atelier's settings when its plan has it. */
const STORE_SETTINGS: FrameNavItem = {
  to: '/user/settings/profiles',
  label: 'Profil de la boutique',
  icon: IconBuildingStore,
  tabs: [
    { to: '/user/settings/profiles', label: 'Profil', also: ['/user/atelier/settings/profiles'] },
    { to: '/user/settings/domain', label: 'Domaine' },
  ],
};
const CHECKOUT: FrameNavItem = {
  to: '/user/settings/checkout',
  label: 'Livraison et paiement',
  icon: IconTruckDelivery,
};
const SUBSCRIPTION: FrameNavItem = { to: '/user/settings/settings', label: 'Abonnement', icon: IconCreditCard };
const SYNC: FrameNavItem = { to: '/user/sync', label: 'Synchronisation', icon: IconRefresh };
const ATELIER_SWITCH: FrameNavItem = {
  to: '/user/atelier',
  label: 'Atelier',
  icon: IconScissors,
};
const STAFF_AND_ROLES: FrameNavItem = {
  to: '/user/atelier/staff/lists',
  label: 'Personnel et rôles',
  icon: IconUsersGroup,
  also: ['/user/atelier/staff'],
  tabs: [
    {
      to: '/user/atelier/staff/lists',
      label: 'Personnel',
      also: ['/user/atelier/staff/add', '/user/atelier/staff/profiles'],
    },
    { to: '/user/atelier/settings/roles', label: 'Rôles' },
  ],
};
const MEASURES_AND_MODELS: FrameNavItem = {
  to: '/user/atelier/mesurements/measurment-part',
  label: 'Mesures et modèles',
  icon: IconRuler2,
  also: ['/user/atelier/measurements'],
  tabs: [
    {
      to: '/user/atelier/mesurements/measurment-part',
      label: 'Parties de mesure',
      also: ['/user/atelier/measurements'],
    },
    {
      to: '/user/atelier/settings/chlothe-types',
      label: 'Modèles de vêtements',
      also: ['/user/atelier/settings/clothing-types'],
    },
  ],
};

/** The phone's bottom bar: the first 4 of these the user may open (the most used screens), then « Plus ». */
export const MERCHANT_BOTTOM_BAR = [
  '/user/dashboard',
  '/user/orders',
  '/user/atelier/orders/orders',
  '/user/customers',
  '/user/products',
  '/user/atelier/costumer/customers',
  '/user/atelier/calendar/order',
  '/user/atelier/dashboard',
  '/user/sync',
];

/**
 * The menu for a store's atelier state: no atelier group when its plan does not include it; the atelier's switch
 * under « Réglages » when it does; its screens, « Argent » and the staff once it is on. A staff account sees only
 * the entries its role opens (the API refuses the rest anyway), and no empty group.
 */
export function merchantNav(
  atelier: { available: boolean; enabled: boolean } | undefined,
  member?: Pick<StoreMemberJson, 'owner' | 'permissions'>,
): FrameNavGroup[] {
  const on = Boolean(atelier?.available && atelier.enabled);
  const settings: FrameNavItem[] = [STORE_SETTINGS, CHECKOUT, SUBSCRIPTION];
  if (on) settings.push(STAFF_AND_ROLES, MEASURES_AND_MODELS);
  if (atelier?.available) settings.push(ATELIER_SWITCH);
  settings.push(SYNC);
  const groups: FrameNavGroup[] = [SHOP_GROUP, STOREFRONT_GROUP];
  if (on) groups.push(ATELIER_GROUP, MONEY_GROUP);
  groups.push({ label: 'Réglages', items: settings });
  if (!member || member.owner) return groups;
  return groups
    .map((g) => ({
      ...g,
      items: g.items
        .filter((item) => pathAllowed(item.to, member) || (item.tabs ?? []).some((t) => pathAllowed(t.to, member)))
        .map((item) => {
          if (!item.tabs) return item;
          const tabs = item.tabs.filter((t) => pathAllowed(t.to, member));
          return { ...item, to: tabs[0]!.to, tabs };
        }),
    }))
    .filter((g) => g.items.length > 0);
}
