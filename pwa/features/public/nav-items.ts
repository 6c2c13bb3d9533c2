/** Main navigation of the public layout (spec section 2: home, pricing, features, stores, contact). */
export interface NavLinkItem {
  label: string;
  to: string;
  /** Other paths that show the same page (footer twins), highlighted like `to`. */
  aliases?: string[];
}
export interface NavItem extends NavLinkItem {
  /** Drop-down entries; the item itself then opens the menu instead of navigating. */
  children?: NavLinkItem[];
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'Accueil', to: '/' },
  { label: 'Tarifs', to: '/pricing', aliases: ['/tarifs'] },
  {
    label: 'Fonctionnalités',
    to: '/features',
    aliases: ['/fonctionalite'],
    children: [
      { label: 'Toutes les fonctionnalités', to: '/features', aliases: ['/fonctionalite'] },
      { label: 'Galeries', to: '/galeries' },
    ],
  },
  { label: 'Boutiques', to: '/stores', aliases: ['/store'] },
  {
    label: 'Contact',
    to: '/contact',
    aliases: ['/contact-us'],
    children: [
      { label: 'Nous contacter', to: '/contact', aliases: ['/contact-us'] },
      { label: 'À propos', to: '/apropos' },
      { label: "Conditions d'utilisation", to: '/terme-condition' },
    ],
  },
];

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Is this link the current page? */
export function isLinkActive(item: NavLinkItem, pathname: string): boolean {
  const here = normalise(pathname);
  return [item.to, ...(item.aliases ?? [])].some((p) => normalise(p) === here);
}

/** Is this item (or one of its children) the current page? */
export function isItemActive(item: NavItem, pathname: string): boolean {
  return isLinkActive(item, pathname) || (item.children ?? []).some((c) => isLinkActive(c, pathname));
}

/** Drop-down state (spec): clicking an item opens it; clicking the same item again, or closing, closes it. */
export function toggleDropdown(open: string | null, clicked: string): string | null {
  return open === clicked ? null : clicked;
}
