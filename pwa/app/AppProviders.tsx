import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './touch-targets.css';
import './frames/frame.css'; // the back-office frame (its own CSS, not AppShell)
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { LazyNotifications } from './LazyNotifications';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

/**
 * Mantine (theme, persisted light/dark) and toasts (3000 ms) around the whole app. TanStack Query is provided by the
 * areas that use it (WithQuery), not here: the sign-in page stays lighter.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      {children}
      <LazyNotifications />
    </MantineProvider>
  );
}
