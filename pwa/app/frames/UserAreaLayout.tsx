import { Outlet, useRouterState } from '@tanstack/react-router';
import { BackOfficeFrame } from './BackOfficeFrame';
import { merchantTitle } from './frame-title';
import { StoreSetupModal } from '../../features/store-setup/StoreSetupModal';
import { SyncIndicator } from '../../features/sync/SyncIndicator';
import { getSyncRuntime } from '../../lib/sync/runtime';
import { useSession } from '../../lib/session';
import { useQuery } from '@tanstack/react-query';
import { atelierSettingsQuery } from '../../features/atelier/queries';
import { merchantNav } from './merchant-nav';

/** The merchant frame (with the always-visible sync indicator), and 'Configurer Votre Boutique' for a merchant who has no store yet. */
export function UserAreaLayout() {
  const session = useSession();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The atelier's entries show only for a store whose plan includes it (and its screens once switched on).
  const atelier = useQuery({ ...atelierSettingsQuery(), enabled: Boolean(session) });
  const navItems = merchantNav(atelier.data);
  return (
    <BackOfficeFrame
      audience="user"
      navItems={navItems}
      title={merchantTitle(pathname, navItems)}
      headerExtra={<SyncIndicator />}
    >
      <Outlet />
      {session && (
        <StoreSetupModal
          userId={session.userId}
          // Sync had nothing to sync into before the store existed: try now instead of waiting for its back-off.
          onStoreCreated={() => void getSyncRuntime()?.engine.requestSync()}
        />
      )}
    </BackOfficeFrame>
  );
}
