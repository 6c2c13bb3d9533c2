import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useSearch } from '@tanstack/react-router';

/** 403: shows where the visitor came from (spec: 'passing the origin'). */
export function ForbiddenPage() {
  const { from } = useSearch({ strict: false });
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md">
        <Title order={1} c="red">
          403
        </Title>
        <Title order={2}>Page Inaccessible</Title>
        <Text c="dimmed" ta="center">
          Vous n'avez pas les droits nécessaires pour accéder à cette page.
        </Text>
        {from && (
          <Text size="sm" ta="center" data-testid="forbidden-origin">
            Page demandée : <code>{from}</code>
          </Text>
        )}
        <Button component={Link} to="/">
          Retour à l'accueil
        </Button>
      </Stack>
    </Container>
  );
}
