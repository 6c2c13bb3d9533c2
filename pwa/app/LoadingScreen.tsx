import { Center, Loader, Stack, Text, Title } from '@mantine/core';

/** Shown while a route's code or data loads (the same text is in index.html for the very first paint). */
export function LoadingScreen() {
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Title order={1}>Boutique</Title>
        <Text c="dimmed">Vendre plus, en toute securité</Text>
        <Loader size="sm" mt="sm" aria-label="Chargement" />
      </Stack>
    </Center>
  );
}
