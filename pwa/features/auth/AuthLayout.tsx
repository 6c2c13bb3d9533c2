import { Anchor, Box, Paper, Text } from '@mantine/core';
import { Link, Outlet } from '@tanstack/react-router';

/**
 * Light frame of the /auth pages (no marketing bar: the sign-in page must stay small). Anchored to the top rather than
 * centred vertically, so the card does not jump when the form's code arrives (layout shift).
 */
export function AuthLayout() {
  return (
    <Box mih="100dvh" px="md" pt={{ base: 32, sm: 64 }} pb="xl" bg="var(--mantine-color-gray-light)">
      <Box w="100%" maw={460} mx="auto">
        <Anchor component={Link} to="/" underline="never" c="inherit">
          <Text ta="center" fw={800} fz={28}>
            Boutique
          </Text>
          <Text ta="center" c="gray.7" size="sm" mb="md">
            Vendre plus, en toute securité
          </Text>
        </Anchor>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Outlet />
        </Paper>
      </Box>
    </Box>
  );
}
