import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Milliseconds before the failed screen is tried again (spec section 9). */
export const ERROR_RETRY_MS = 3000;

/** Error boundary of every route: the specification's 'Oops! Something went wrong.' / 'Reloading...' in French, then retries after 3 s. */
export function ErrorScreen({ reset }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      // invalidate() re-runs the loaders (a failed fetch gets another chance); reset() re-renders the boundary.
      void router.invalidate().finally(reset);
    }, ERROR_RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [reset, router]);
  return (
    <Center mih="60dvh" role="alert">
      <Stack align="center" gap="xs">
        <Title order={2}>Oups ! Une erreur est survenue.</Title>
        <Text c="dimmed">Nouvel essai dans un instant…</Text>
        <Loader size="sm" />
      </Stack>
    </Center>
  );
}
