import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** 404 for any path the app does not know (the server also answers it with status 404). */
export function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md">
        <Title order={1} c="dimmed">
          404
        </Title>
        <Title order={2}>Page Introuvable</Title>
        <Text c="dimmed" ta="center">
          La page que vous cherchez n'existe pas ou a été déplacée.
        </Text>
        <Button component={Link} to="/">
          Retour à l'accueil
        </Button>
      </Stack>
    </Container>
  );
}
