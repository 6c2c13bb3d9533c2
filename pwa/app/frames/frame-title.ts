import type { ComponentType } from 'react';

/** One entry of a back-office menu. `to` is an app path; `title` is what the top bar shows on that page. */
export interface FrameNavItem {
  to: string;
  label: string;
  /** Top bar title on this page; defaults to the label. */
  title?: string;
  /** The entry's icon (a Tabler icon). */
  icon?: ComponentType<{ size?: number | string; stroke?: number }>;
  /** Other paths whose pages belong to this entry (the spec's older paths, its sub-pages): it is the active one there. */
  also?: string[];
  /** Sibling screens of one entry, shown as tabs above its page (e.g. « Personnel » and « Rôles »). */
  tabs?: { to: string; label: string; also?: string[] }[];
}

/** A group of the menu, named by what the user does there (« Boutique », « Vitrine », « Argent »…). */
export interface FrameNavGroup {
  label: string;
  items: FrameNavItem[];
}

/** Every entry of a grouped menu, in order. */
export function navEntries(groups: FrameNavGroup[]): FrameNavItem[] {
  return groups.flatMap((g) => g.items);
}

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The one entry a page belongs to: the entry whose path (its `to`, its `also` paths or its tabs') is the longest
 * prefix of the page's path. Exactly one entry is highlighted, never two (« Abonnements » and « Demandes » were).
 */
export function activeEntry(pathname: string, items: FrameNavItem[]): FrameNavItem | null {
  const path = stripTrailingSlash(pathname);
  let best: FrameNavItem | null = null;
  let bestLength = -1;
  for (const item of items) {
    const paths = [item.to, ...(item.also ?? []), ...(item.tabs ?? []).flatMap((t) => [t.to, ...(t.also ?? [])])];
    for (const p of paths) {
      if (under(path, p) && p.length > bestLength) {
        best = item;
        bestLength = p.length;
      }
    }
  }
  return best;
}

/** The admin top bar title (specification section 2): 'Tableau de Bord' on the dashboard, 'Profile du personel' on a staff profile, otherwise 'Panneau'. */
export function adminTitle(pathname: string): string {
  const path = stripTrailingSlash(pathname);
  if (path === '/admin' || path === '/admin/dashboard') return 'Tableau de Bord';
  if (path === '/admin/settings/profile' || path.startsWith('/admin/staff/profiles/')) return 'Profile du personel';
  return 'Panneau';
}

/** The merchant top bar title: the title of the menu entry the page belongs to, else 'Panneau'. */
export function merchantTitle(pathname: string, items: FrameNavItem[]): string {
  const path = stripTrailingSlash(pathname);
  if (path.startsWith('/user/atelier/staff/profiles/')) return 'Profile du personel';
  const best = activeEntry(path, items);
  // An atelier path of a merchant screen (the specification's /user/atelier/product/…) keeps the atelier's title.
  if (best && under(path, '/user/atelier') && !under(best.to, '/user/atelier')) return "Panneau d'Administration";
  if (best) return best.title ?? best.label;
  // The atelier's pages without an entry of their own (an unknown one too, whatever the menu holds): the
  // specification's title of the tailoring back-office.
  if (path === '/user/atelier' || path.startsWith('/user/atelier/')) return "Panneau d'Administration";
  return 'Panneau';
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
