import { Box, Group, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { activeEntry, type FrameNavGroup, type FrameNavItem } from './frame-title';

/** The whole menu, group by group, each entry with its icon; `active` is the one entry highlighted. */
export function GroupedNav({
  groups,
  active,
  onNavigate,
}: {
  groups: FrameNavGroup[];
  active: FrameNavItem | null;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label="Navigation principale">
      <Stack gap="sm">
        {groups.map((group) => (
          <Box key={group.label} component="section" aria-label={group.label}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
              {group.label}
            </Text>
            {group.items.map((item) => {
              const Icon = item.icon;
              const isActive = item === active;
              return (
                <NavLink
                  key={item.to}
                  component={Link}
                  // Items are app paths listed by the area's menu; the router checks them when it matches.
                  to={item.to as never}
                  // The router would mark every entry above the page as current too (« Atelier » on each atelier page).
                  activeOptions={{ exact: true }}
                  label={item.label}
                  leftSection={Icon ? <Icon size={20} stroke={1.6} /> : undefined}
                  active={isActive}
                  aria-current={isActive ? 'page' : undefined}
                  onClick={onNavigate}
                  mih={44}
                  styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
                />
              );
            })}
          </Box>
        ))}
      </Stack>
    </nav>
  );
}

/** The phone's bottom bar: 4 screens and « Plus » (the whole menu); each a 64 px high target. */
export function BottomBar({
  items,
  active,
  moreOpened,
  onMore,
}: {
  items: FrameNavItem[];
  active: FrameNavItem | null;
  moreOpened: boolean;
  onMore: () => void;
}) {
  const activeInBar = items.includes(active as FrameNavItem);
  return (
    <nav aria-label="Raccourcis" style={{ height: '100%' }}>
      <Group gap={0} h="100%" wrap="nowrap" grow>
        {items.map((item) => {
          const Icon = item.icon;
          const isActive = item === active;
          return (
            <UnstyledButton
              key={item.to}
              component={Link}
              to={item.to as never}
              activeOptions={{ exact: true }}
              aria-current={isActive ? 'page' : undefined}
              data-testid="bottom-bar-entry"
              style={barButtonStyle(isActive)}
            >
              {Icon && <Icon size={22} stroke={1.6} />}
              <Text span fz={11} lh={1.15} ta="center" fw={isActive ? 700 : 500}>
                {item.label}
              </Text>
            </UnstyledButton>
          );
        })}
        <UnstyledButton
          onClick={onMore}
          aria-label="Plus : ouvrir le menu"
          aria-expanded={moreOpened}
          style={barButtonStyle(Boolean(active) && !activeInBar)}
        >
          <IconDots size={22} stroke={1.6} />
          <Text span fz={11} lh={1.15} fw={500}>
            Plus
          </Text>
        </UnstyledButton>
      </Group>
    </nav>
  );
}

function barButtonStyle(active: boolean): React.CSSProperties {
  return {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 2,
    height: '100%',
    minWidth: 0,
    minHeight: 44,
    padding: '4px 2px',
    color: active ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-text)',
    background: active ? 'var(--mantine-primary-color-light)' : undefined,
  };
}

/** The sibling screens of one menu entry (« Personnel » and « Rôles »), as tabs above its page. */
export function SectionTabs({ tabs, pathname }: { tabs: NonNullable<FrameNavItem['tabs']>; pathname: string }) {
  const current = activeEntry(
    pathname,
    tabs.map((t) => ({ ...t })),
  );
  return (
    <Group gap="xs" mb="md" role="navigation" aria-label="Sections" wrap="wrap">
      {tabs.map((tab) => {
        const isActive = current?.to === tab.to;
        return (
          <UnstyledButton
            key={tab.to}
            component={Link}
            to={tab.to as never}
            activeOptions={{ exact: true }}
            aria-current={isActive ? 'page' : undefined}
            px="md"
            style={{
              minHeight: 44,
              display: 'inline-flex',
              alignItems: 'center',
              borderRadius: 'var(--mantine-radius-xl)',
              fontWeight: 600,
              fontSize: 'var(--mantine-font-size-sm)',
              border: '1px solid var(--mantine-color-default-border)',
              color: isActive ? 'var(--mantine-color-white)' : 'var(--mantine-color-text)',
              background: isActive ? 'var(--mantine-primary-color-filled)' : undefined,
            }}
          >
            {tab.label}
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
