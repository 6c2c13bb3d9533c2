import { Box, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The frame of the /auth pages (no marketing bar: these pages must stay small): the brand, a link home, one card.
 * Anchored to the top rather than centred vertically, so the card does not jump when its content arrives (layout
 * shift). Drawn by the React app (AuthLayout) and, at build time, by the light sign-in page (SignInMarkup).
 */
export function AuthFrame({ home, children }: { home: (brand: ReactNode) => ReactNode; children: ReactNode }) {
  return (
    <Box mih="100dvh" px="md" pt={{ base: 32, sm: 64 }} pb="xl" bg="var(--mantine-color-gray-light)">
      <Box w="100%" maw={460} mx="auto">
        {home(
          <>
            <Text ta="center" fw={800} fz={28}>
              Boutique
            </Text>
            <Text ta="center" c="gray.7" size="sm" mb="md">
              Vendre plus, en toute securité
            </Text>
          </>,
        )}
        <Paper withBorder shadow="sm" p="xl" radius="md">
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
