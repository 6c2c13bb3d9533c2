import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function Logo() {
  return (
    <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Boutique — accueil">
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <Text fw={800} size="lg">
          Boutique
        </Text>
      </Group>
    </Anchor>
  );
}
