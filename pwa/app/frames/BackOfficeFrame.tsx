import { useEffect, useRef, type ReactNode } from 'react';
import { ActionIcon, AppShell, Burger, Drawer, Group, NavLink, ScrollArea, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { SIDEBAR_WIDTH } from '#shared/constants';
import { signOut, useSession } from '../../lib/session';
import { onAccountSuspended } from '../../lib/api';
import { AccountSummary } from './AccountSummary';
import { currentUserQuery, USER_FETCH_NETWORK_ERROR } from '../../lib/current-user';
import type { FrameNavItem } from './frame-title';
import { NotificationsMenu } from '../../features/notifications/NotificationsMenu';
import { SuspendedAccountModal } from './SuspendedAccountModal';

export interface BackOfficeFrameProps {
  audience: 'user' | 'admin';
  navItems: FrameNavItem[];
  /** Top bar title of the current page. */
  title: string;
  /** Shown in the top bar next to the bell (the merchant area puts its sync indicator here). */
  headerExtra?: ReactNode;
  children: ReactNode;
}

/**
 * The merchant and admin frame: 250 px sidebar (a 250 px drawer below the `sm` breakpoint), top bar with the page
 * title, the account (name, avatar, plan, expiry, status), unread notifications and sign-out.
 */
export function BackOfficeFrame({ audience, navItems, title, headerExtra, children }: BackOfficeFrameProps) {
  const session = useSession();
  const [drawerOpened, drawer] = useDisclosure(false);
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

  const nav = (onNavigate?: () => void) => (
    <nav aria-label="Navigation principale">
      {navItems.map((item) => {
        const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
        return (
          <NavLink
            key={item.to}
            component={Link}
            // Items are app paths listed by the area's layout; the router checks them when it matches.
            to={item.to as never}
            label={item.label}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </nav>
  );

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={drawerOpened}
              onClick={drawer.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Ouvrir le menu"
            />
            <Title
              order={1}
              // A long title (« Panneau d'Administration ») takes a size smaller on a phone so its words stay whole.
              fz={{ base: title.length > 20 ? 13 : 'md', xs: 'lg', sm: 'xl' }}
              lh={1.2}
              lineClamp={2}
              data-testid="frame-title"
            >
              {title}
            </Title>
          </Group>
          <Group gap={6} wrap="nowrap">
            {headerExtra}
            {session && <NotificationsMenu audience={audience} userId={session.userId} />}
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
            <Tooltip label="Déconnexion">
              <ActionIcon variant="subtle" color="red" size="lg" onClick={() => void logout()} aria-label="Déconnexion">
                <IconLogout size={20} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs">
        <AppShell.Section grow component={ScrollArea}>
          {nav()}
        </AppShell.Section>
      </AppShell.Navbar>

      <Drawer opened={drawerOpened} onClose={drawer.close} size={SIDEBAR_WIDTH} title="Boutique" hiddenFrom="sm">
        {nav(drawer.close)}
      </Drawer>

      <AppShell.Main>{children}</AppShell.Main>

      <SuspendedAccountModal
        opened={audience === 'user' && user?.subscription?.status === 'suspended'}
        onSignOut={() => void logout()}
      />
    </AppShell>
  );
}
