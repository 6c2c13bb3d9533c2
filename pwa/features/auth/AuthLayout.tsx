import { Anchor, Box, Center, Paper, Text } from '@mantine/core';
import { Link, Outlet } from '@tanstack/react-router';

/** Light frame of the /auth pages (no marketing bar: the sign-in page must stay small). */
export function AuthLayout() {
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-light)">
      <Box w="100%" maw={460}>
        <Anchor component={Link} to="/" underline="never" c="inherit">
          <Text ta="center" fw={800} fz={28}>Boutique</Text>
          <Text ta="center" c="gray.7" size="sm" mb="md">Vendre plus, en toute securité</Text>
        </Anchor>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Outlet />
        </Paper>
      </Box>
    </Center>
  );
}
