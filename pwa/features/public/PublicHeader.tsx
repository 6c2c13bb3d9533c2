import { Box, Burger, Button, Drawer, Group, Menu, NavLink, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { ColorSchemeToggle } from '../../app/ColorSchemeToggle';
import { Logo } from './Logo';
import { NAV_ITEMS, isItemActive, isLinkActive, toggleDropdown, type NavItem } from './nav-items';
import classes from './PublicHeader.module.css';

/** Drawer width below the medium breakpoint (spec section 9). */
export const DRAWER_WIDTH = 250;

function AuthButtons({ onClick, stacked }: { onClick?: () => void; stacked?: boolean }) {
  const Wrapper = stacked ? Stack : Group;
  return (
    <Wrapper gap="sm">
      <Button component={Link} to="/auth/signin" variant="default" onClick={onClick}>
        Se connecter
      </Button>
      <Button component={Link} to="/auth/signup" onClick={onClick}>
        Créer ma boutique
      </Button>
    </Wrapper>
  );
}

function DesktopItem({
  item,
  pathname,
  open,
  setOpen,
}: {
  item: NavItem;
  pathname: string;
  open: string | null;
  setOpen: (key: string | null) => void;
}) {
  const active = isItemActive(item, pathname);
  if (!item.children) {
    return (
      <Link
        to={item.to}
        className={classes.link}
        data-active={active || undefined}
        aria-current={active ? 'page' : undefined}
      >
        {item.label}
      </Link>
    );
  }
  return (
    <Menu
      opened={open === item.label}
      onChange={(opened) => setOpen(opened ? item.label : null)}
      onClose={() => setOpen(null)}
      position="bottom-start"
      withinPortal
    >
      <Menu.Target>
        <UnstyledButton
          className={classes.link}
          data-active={active || undefined}
          aria-expanded={open === item.label}
          onClick={() => setOpen(toggleDropdown(open, item.label))}
        >
          {item.label} <IconChevronDown size={14} style={{ verticalAlign: 'middle' }} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {item.children.map((child) => (
          <Menu.Item
            key={child.to}
            component={Link}
            to={child.to}
            data-active={isLinkActive(child, pathname) || undefined}
          >
            {child.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function PublicHeader() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [drawerOpened, drawer] = useDisclosure(false);
  const [open, setOpen] = useState<string | null>(null);

  return (
    <Box component="header" className={classes.header}>
      <Group h="100%" justify="space-between" wrap="nowrap" px="md" maw={1200} mx="auto">
        <Logo />
        <Group component="nav" gap={4} visibleFrom="md" aria-label="Navigation principale">
          {NAV_ITEMS.map((item) => (
            <DesktopItem key={item.label} item={item} pathname={pathname} open={open} setOpen={setOpen} />
          ))}
        </Group>
        <Group gap="sm" visibleFrom="md">
          <ColorSchemeToggle />
          <AuthButtons />
        </Group>
        <Burger opened={drawerOpened} onClick={drawer.toggle} hiddenFrom="md" aria-label="Ouvrir le menu" />
      </Group>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        size={DRAWER_WIDTH}
        position="left"
        title={<Logo />}
        hiddenFrom="md"
      >
        <Stack gap={4} component="nav" aria-label="Navigation mobile">
          {NAV_ITEMS.map((item) =>
            item.children ? (
              <NavLink
                key={item.label}
                label={item.label}
                active={isItemActive(item, pathname)}
                opened={open === item.label}
                onClick={() => setOpen(toggleDropdown(open, item.label))}
                childrenOffset="md"
              >
                {item.children.map((child) => (
                  <NavLink
                    key={child.to}
                    component={Link}
                    to={child.to}
                    label={child.label}
                    active={isLinkActive(child, pathname)}
                    onClick={drawer.close}
                  />
                ))}
              </NavLink>
            ) : (
              <NavLink
                key={item.label}
                component={Link}
                to={item.to}
                label={item.label}
                active={isItemActive(item, pathname)}
                onClick={drawer.close}
              />
            ),
          )}
          <Box mt="md">
            <AuthButtons onClick={drawer.close} stacked />
          </Box>
          <Group mt="md">
            <ColorSchemeToggle />
          </Group>
        </Stack>
      </Drawer>
    </Box>
  );
}
