import { Outlet, useRouterState } from '@tanstack/react-router';
import { BackOfficeFrame } from './BackOfficeFrame';
import { useScreenTitle } from './use-screen-title';
import { ADMIN_BOTTOM_BAR, ADMIN_NAV } from './admin-nav';
import { OfflineReadOnly } from './OfflineReadOnly';

/** The admin frame: same as the merchant's, each screen titled by its name (screen-titles.ts). */
export function AdminAreaLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <BackOfficeFrame audience="admin" navGroups={ADMIN_NAV} bottomBar={ADMIN_BOTTOM_BAR} title={useScreenTitle()}>
      <OfflineReadOnly pathname={pathname}>
        <Outlet />
      </OfflineReadOnly>
    </BackOfficeFrame>
  );
}
