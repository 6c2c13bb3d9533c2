import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyNotifications } from './LazyNotifications';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

/** Mantine (theme, persisted light/dark), toasts (3000 ms) and TanStack Query around the whole app. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
      >
        {children}
        <LazyNotifications />
      </MantineProvider>
    </QueryClientProvider>
  );
}
