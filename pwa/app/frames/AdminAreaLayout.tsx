import { Outlet, useRouterState } from '@tanstack/react-router';
import { BackOfficeFrame } from './BackOfficeFrame';
import { adminTitle } from './frame-title';
import { ADMIN_BOTTOM_BAR, ADMIN_NAV } from './admin-nav';
import { OfflineReadOnly } from './OfflineReadOnly';

/** The admin frame: same as the merchant's, titled 'Tableau de Bord' on the dashboard and 'Panneau' elsewhere. */
export function AdminAreaLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <BackOfficeFrame audience="admin" navGroups={ADMIN_NAV} bottomBar={ADMIN_BOTTOM_BAR} title={adminTitle(pathname)}>
      <OfflineReadOnly pathname={pathname}>
        <Outlet />
      </OfflineReadOnly>
    </BackOfficeFrame>
  );
}
