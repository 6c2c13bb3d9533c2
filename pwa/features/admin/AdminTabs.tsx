import { Tabs } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';

/** The tab bar of an admin section (specification: shops (list, card view), plan (list, add)); each tab is a path. */
export function AdminTabs({ tabs, active }: { tabs: { to: string; label: string }[]; active: string }) {
  const navigate = useNavigate();
  return (
    <Tabs value={active} onChange={(to) => to && void navigate({ to })} mb="md">
      <Tabs.List>
        {tabs.map((t) => (
          <Tabs.Tab key={t.to} value={t.to}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
