import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** A page a staff account's role does not open (the API refuses it too): says so, and where to go instead. */
export function NotAllowed({ home }: { home: string }) {
  return (
    <Paper withBorder p="xl" maw={560} mx="auto" mt="xl" data-testid="not-allowed">
      <Stack align="center" gap="sm">
        <Title order={2} ta="center">
          Accès non autorisé
        </Title>
        <Text c="dimmed" ta="center">
          Votre rôle ne vous permet pas d'accéder à cette page. Demandez au responsable de l'atelier si vous en avez
          besoin.
        </Text>
        <Button component={Link} to={home}>
          Aller à mes pages
        </Button>
      </Stack>
    </Paper>
  );
}
