import {
  cloneElement,
  Suspense,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { ActionIcon, Group, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBell, IconLogout } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { SIDEBAR_WIDTH } from '#shared/constants';
import { signOut, useSession } from '../../lib/session';
import { onAccountSuspended } from '../../lib/api';
import { AccountSummary } from './AccountSummary';
import { currentUserQuery, USER_FETCH_NETWORK_ERROR } from '../../lib/current-user';
import { activeEntry, navEntries, type FrameNavGroup } from './frame-title';
import { BottomBar, GroupedNav, SectionTabs } from './FrameNav';
import { useAfterFirstPaint } from './later';
import { lazyExport } from '../../lib/ui/lazy-export';

/** react-remove-scroll's class: a dialog that locks the page's scrolling keeps the fixed bars clear of the scrollbar. */
const CLEAR_OF_SCROLLBAR = 'right-scroll-bar-position';

// What a first paint does not show (the bell's menu, tooltips, the phone's drawer, the suspended-account modal) comes
// in one file after it: frame-extras.tsx.
const extras = () => import('./frame-extras');
const NotificationsMenu = lazyExport(extras, 'NotificationsMenu');
const Drawer = lazyExport(extras, 'Drawer');
const SuspendedAccountModal = lazyExport(extras, 'SuspendedAccountModal');
type TooltipType = Awaited<ReturnType<typeof extras>>['Tooltip'];

const longTitle = (title: string) => title.length > 20 || title.split(' ').some((word) => word.length > 12);

/** The bell as drawn before its menu's code arrives (same size and place, no count yet). */
function BellPlaceholder() {
  return (
    <ActionIcon variant="subtle" size="lg" aria-label="Notifications" data-testid="notifications-placeholder">
      <IconBell size={22} />
    </ActionIcon>
  );
}

/**
 * A tooltip whose code (the frame's extras) is fetched when a pointer first rests on the control or the focus reaches
 * it: a phone's thumb never fetches it. Until then the control alone, named by its aria-label. As lib/ui/LazyTooltip
 * does, the tooltip takes the control's place only once the pointer or the focus has left it (re-creating a pressed
 * or focused button loses the tap or the keyboard's place).
 */
function Hint({ label, children }: { label: string; children: ReactElement<HintHandlers> }) {
  const [Tip, setTip] = useState<TooltipType | null>(null);
  if (Tip) return <Tip label={label}>{children}</Tip>;
  const own = children.props;
  const swap = () => void extras().then((m) => setTip(() => m.Tooltip));
  return cloneElement(children, {
    onMouseEnter: (e: MouseEvent) => (own.onMouseEnter?.(e), void extras()),
    onFocus: (e: FocusEvent) => (own.onFocus?.(e), void extras()),
    onMouseLeave: (e: MouseEvent) => (own.onMouseLeave?.(e), swap()),
    onBlur: (e: FocusEvent) => (own.onBlur?.(e), swap()),
  });
}
type HintHandlers = {
  onMouseEnter?: (e: MouseEvent) => void;
  onMouseLeave?: (e: MouseEvent) => void;
  onFocus?: (e: FocusEvent) => void;
  onBlur?: (e: FocusEvent) => void;
};

export interface BackOfficeFrameProps {
  audience: 'user' | 'admin';
  /** The menu, grouped (merchant-nav.ts, admin-nav.ts). */
  navGroups: FrameNavGroup[];
  /** The phone's bottom bar: the first 4 of these paths that are in the menu. */
  bottomBar: string[];
  /** Top bar title of the current page. */
  title: string;
  /** Shown in the top bar next to the bell (the merchant area puts its sync indicator here). */
  headerExtra?: ReactNode;
  children: ReactNode;
}

/**
 * The merchant and admin frame: from the `sm` breakpoint (768 px) a 250 px sidebar with the grouped menu and a 64 px
 * top bar; below it a 56 px top bar and a 64 px bottom bar (the 4 most used screens and « Plus », which opens the
 * whole grouped menu in a drawer). The top bar holds the page title, the account (name, avatar, plan, expiry,
 * status), unread notifications and sign-out. Exactly one menu entry is active: the one the page belongs to.
 */
export function BackOfficeFrame({
  audience,
  navGroups,
  bottomBar,
  title,
  headerExtra,
  children,
}: BackOfficeFrameProps) {
  const session = useSession();
  const [drawerOpened, drawer] = useDisclosure(false);
  // The drawer's code is fetched the first time « Plus » opens it, then it stays mounted (its closing transition).
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpened && !drawerUsed) setDrawerUsed(true);
  const drawn = useAfterFirstPaint();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userQuery = useQuery({ ...currentUserQuery(session?.userId ?? ''), enabled: Boolean(session) });
  const user = userQuery.data;

  // A write refused because the account is suspended: ask for the user again, the 'Compte Suspendu' modal follows.
  useEffect(
    () => onAccountSuspended(() => void queryClient.invalidateQueries({ queryKey: ['current-user'] })),
    [queryClient],
  );

  // The browser tab (and the tablet's task switcher) says the same French title as the top bar.
  useEffect(() => {
    const before = document.title;
    document.title = `${title} — Boutique`;
    return () => {
      document.title = before;
    };
  }, [title]);

  const leaving = useRef(false);
  const logout = async (expired = false) => {
    leaving.current = true;
    await signOut();
    // Cached server answers belong to the account that left; unsynced offline work lives in the sync outbox, not here.
    queryClient.clear();
    await navigate({ to: '/auth/signin', search: expired ? { reason: 'expired' } : {} });
  };

  // A user fetch refused as 'Unauthorized' (after the one refresh apiFetch already tried) sends to sign-in (spec §8).
  const unauthorized = userQuery.error && (userQuery.error as { status?: number }).status === 401;
  useEffect(() => {
    if (unauthorized) void logout(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unauthorized]);

  // The session ended while the frame was open (refresh refused, another tab signed out): back to sign-in.
  const signedOut = !session;
  useEffect(() => {
    if (signedOut && !leaving.current)
      void navigate({ to: '/auth/signin', search: { redirect: window.location.pathname, reason: 'expired' } });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedOut]);

  // Close the drawer after navigating (links, notifications, back button), even to the page already shown.
  useEffect(() => drawer.close(), [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  const entries = navEntries(navGroups);
  const active = activeEntry(pathname, entries);
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const bottomItems = bottomBar
    .map((to) => entries.find((item) => item.to === to))
    .filter((item) => item !== undefined)
    .slice(0, 4);

  return (
    // Our own CSS frame (frame.css), not Mantine's AppShell: a lighter first load.
    <div className="frame-root" style={{ '--frame-menu-width': `${SIDEBAR_WIDTH}px` } as React.CSSProperties}>
      <header className={`frame-header ${CLEAR_OF_SCROLLBAR}`}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Title
              order={1}
              // A long title (« Nouvelle commande sur mesure ») or word (« Personnalisation ») takes a size smaller on
              // a phone, and on a tablet, so its words stay whole beside the sync badge (« Synchronisation… » while
              // it sends), the bell and the account.
              fz={{ base: longTitle(title) ? 13 : 'md', xs: 'lg', sm: longTitle(title) ? 'lg' : 'xl' }}
              lh={1.2}
              lineClamp={2}
              data-testid="frame-title"
            >
              {title}
            </Title>
          </Group>
          <Group gap={6} wrap="nowrap">
            {headerExtra}
            {session &&
              (drawn ? (
                <Suspense fallback={<BellPlaceholder />}>
                  <NotificationsMenu audience={audience} userId={session.userId} />
                </Suspense>
              ) : (
                <BellPlaceholder />
              ))}
            {user ? (
              <AccountSummary user={user} showSubscription={audience === 'user'} />
            ) : (
              userQuery.isError &&
              (userQuery.error as { status?: number }).status === 0 && (
                <Text size="xs" c="red" maw={220}>
                  {USER_FETCH_NETWORK_ERROR}
                </Text>
              )
            )}
            <Hint label="Déconnexion">
              <ActionIcon variant="subtle" color="red" size={44} onClick={() => void logout()} aria-label="Déconnexion">
                <IconLogout size={20} />
              </ActionIcon>
            </Hint>
          </Group>
        </Group>
      </header>

      <div className="frame-menu">
        <div className="frame-menu-list">{!phone && <GroupedNav groups={navGroups} active={active} />}</div>
      </div>

      {drawerUsed && (
        <Suspense fallback={null}>
          <Drawer opened={drawerOpened} onClose={drawer.close} size={SIDEBAR_WIDTH} title="Boutique" hiddenFrom="sm">
            {phone && <GroupedNav groups={navGroups} active={active} onNavigate={drawer.close} />}
          </Drawer>
        </Suspense>
      )}

      {phone && (
        <footer className={`frame-bottom-bar ${CLEAR_OF_SCROLLBAR}`}>
          <BottomBar items={bottomItems} active={active} moreOpened={drawerOpened} onMore={drawer.toggle} />
        </footer>
      )}

      <main className="frame-main">
        {active?.tabs && <SectionTabs tabs={active.tabs} pathname={pathname} />}
        {children}
      </main>

      {audience === 'user' && user?.subscription?.status === 'suspended' && (
        <Suspense fallback={null}>
          <SuspendedAccountModal opened onSignOut={() => void logout()} />
        </Suspense>
      )}
    </div>
  );
}
