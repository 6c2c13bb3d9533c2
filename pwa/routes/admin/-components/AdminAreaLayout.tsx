import { Outlet, useRouterState } from '@tanstack/react-router';
import { BackOfficeFrame } from '../../../features/frames/BackOfficeFrame';
import { adminTitle, type FrameNavItem } from '../../../features/frames/frame-title';

/** The admin sidebar: pages that exist; the shops, users, subscriptions and plans pages add their lines as they land. */
const ADMIN_NAV: FrameNavItem[] = [{ to: '/admin/dashboard', label: 'Tableau de Bord' }];

/** The admin frame: same as the merchant's, titled 'Tableau de Bord' on the dashboard and 'Panneau' elsewhere. */
export function AdminAreaLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <BackOfficeFrame audience="admin" navItems={ADMIN_NAV} title={adminTitle(pathname)}>
      <Outlet />
    </BackOfficeFrame>
  );
}
