import { Suspense } from 'react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { BackOfficeFrame } from './BackOfficeFrame';
import { PublicationBar } from '../../features/publishing/PublicationBar';
import { merchantStoreQuery } from '../../lib/merchant-store';
import { useSession } from '../../lib/session';
import { useQuery } from '@tanstack/react-query';
import { atelierSettingsQuery, useAtelierReference } from '../../features/atelier/queries';
import { MERCHANT_BOTTOM_BAR, merchantNav } from './merchant-nav';
import { useScreenTitle } from './use-screen-title';
import { pathAllowed, staffHome, storeMemberQuery } from '../../lib/store-member';
import { NotAllowed } from './NotAllowed';
import { OfflineReadOnly } from './OfflineReadOnly';
import { useAfterFirstPaint } from './later';
import { lazyExport } from '../../lib/ui/lazy-export';
import { useEngineNow } from '../../lib/sync/first-pull';

// The device's database and sync engine (Dexie) and what reads it in the frame: fetched after the first paint, one
// file (frame-sync.tsx). Offline, the service worker serves it at once. The set-up dialog only for a store-less account.
const frameSync = () => import('./frame-sync');
const SyncIndicator = lazyExport(frameSync, 'SyncIndicator');
const OfflineBanner = lazyExport(frameSync, 'OfflineBanner');
const CatalogMirrorKeeper = lazyExport(frameSync, 'CatalogMirrorKeeper');
const NewOrderWatch = lazyExport(frameSync, 'NewOrderWatch');
const OfflineReadyLine = lazyExport(frameSync, 'OfflineReadyLine');
const StoreSetupModal = lazyExport(() => import('./frame-extras'), 'StoreSetupModal');

/** The merchant frame (with the always-visible sync indicator), and 'Configurer Votre Boutique' for a merchant who has no store yet. */
export function UserAreaLayout() {
  const session = useSession();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The atelier's entries show only for a store whose plan includes it (and its screens once switched on).
  const atelier = useQuery({ ...atelierSettingsQuery(), enabled: Boolean(session) });
  // The owner, or a staff account: its menu and pages are only what its role opens (the API enforces it).
  const member = useQuery({ ...storeMemberQuery(session?.userId ?? ''), enabled: Boolean(session) });
  const staff = member.data ? !member.data.owner : false;
  const navGroups = merchantNav(atelier.data, member.data);
  const title = useScreenTitle();
  // Online, the device's database waits for the first paint; offline it is what the screens show: at once.
  const drawn = useAfterFirstPaint();
  const syncParts = drawn || !navigator.onLine;
  // A new device whose workshop is more than one page: the engine at once, so pages are written as they come.
  const engineParts = useEngineNow() || syncParts;
  // Once the atelier is on, its reference data comes down whatever screen opened first (used offline),
  // after that screen's own requests (four requests the dashboard's figures no longer wait behind).
  useAtelierReference(member.data, Boolean(atelier.data?.enabled) && syncParts);
  const store = useQuery({ ...merchantStoreQuery(session?.userId ?? ''), enabled: Boolean(session) && !staff });
  // No store yet (or its read failed, which the dialog says): the set-up dialog's code is fetched.
  const needsSetup = store.isError || (store.isSuccess && store.data === null);
  return (
    <BackOfficeFrame
      audience="user"
      navGroups={navGroups}
      bottomBar={MERCHANT_BOTTOM_BAR}
      title={title}
      headerExtra={
        engineParts && (
          <Suspense fallback={null}>
            <SyncIndicator />
          </Suspense>
        )
      }
    >
      {engineParts && (
        <Suspense fallback={null}>
          <OfflineBanner />
          <OfflineReadyLine />
          {/* The catalogue is kept on the device from the first screen on: an order taken offline picks its products. */}
          <CatalogMirrorKeeper />
          {/* The owner hears of new orders (a staff account has no notifications of its own). */}
          {session && member.data?.owner && <NewOrderWatch userId={session.userId} />}
        </Suspense>
      )}
      {showsPublication(pathname) && (
        <div style={{ marginBottom: 12 }}>
          <PublicationBar slug={store.data?.slug ?? null} />
        </div>
      )}
      {pathAllowed(pathname, member.data) ? (
        <OfflineReadOnly pathname={pathname}>
          <Outlet />
        </OfflineReadOnly>
      ) : (
        <NotAllowed home={staffHome(member.data!)} />
      )}
      {session && !staff && member.isFetched && needsSetup && (
        <Suspense fallback={null}>
          <StoreSetupModal
            userId={session.userId}
            // Sync had nothing to sync into before the store existed: try now instead of waiting for its back-off.
            onStoreCreated={() => void frameSync().then((m) => m.syncNow())}
          />
        </Suspense>
      )}
    </BackOfficeFrame>
  );
}

/** Pages whose changes republish the storefront show its publication state above them. */
const PUBLISHING_PAGES = ['/user/products', '/user/settings', '/user/testimonies'];
function showsPublication(pathname: string): boolean {
  return PUBLISHING_PAGES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
