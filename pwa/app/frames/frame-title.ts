/** One entry of a back-office sidebar. `to` is an app path; `title` is what the top bar shows on that page. */
export interface FrameNavItem {
  to: string;
  label: string;
  /** Top bar title on this page; defaults to the label. */
  title?: string;
}

/** The admin top bar title (specification section 2): 'Tableau de Bord' on the dashboard, 'Profile du personel' on a staff profile, otherwise 'Panneau'. */
export function adminTitle(pathname: string): string {
  const path = stripTrailingSlash(pathname);
  if (path === '/admin' || path === '/admin/dashboard') return 'Tableau de Bord';
  if (path === '/admin/settings/profile' || path.startsWith('/admin/staff/profiles/')) return 'Profile du personel';
  return 'Panneau';
}

/** The merchant top bar title: the entry of the sidebar whose path the page is under (longest match), else 'Panneau'. */
export function merchantTitle(pathname: string, items: FrameNavItem[]): string {
  const path = stripTrailingSlash(pathname);
  if (path.startsWith('/user/atelier/staff/profiles/')) return 'Profile du personel';
  let best: FrameNavItem | null = null;
  for (const item of items) {
    const matches = path === item.to || path.startsWith(`${item.to}/`);
    if (matches && (!best || item.to.length > best.to.length)) best = item;
  }
  if (best) return best.title ?? best.label;
  // The atelier's pages without an entry of their own (an unknown one too, whatever the menu holds): the
  // specification's title of the tailoring back-office.
  if (path === '/user/atelier' || path.startsWith('/user/atelier/')) return "Panneau d'Administration";
  return 'Panneau';
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
