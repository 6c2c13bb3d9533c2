import { Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function Logo() {
  return (
    <Group component={Link} to="/" gap={8} wrap="nowrap" style={{ textDecoration: 'none', color: 'inherit' }} aria-label="Boutique — accueil">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <Text fw={800} size="lg">Boutique</Text>
    </Group>
  );
}
