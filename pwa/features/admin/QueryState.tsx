import type { ReactNode } from 'react';
import { Alert, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

/** Loading skeleton, offline notice, French error, or the data. */
export function QueryState<T>({
  query,
  title = 'Chargement impossible',
  children,
}: {
  query: UseQueryResult<T, Error>;
  title?: string;
  children: (data: T) => ReactNode;
}) {
  // The data last seen (kept on the device) stays on screen when a new read fails or waits for the network.
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <Alert color="red" title={title} role="alert">
        {query.error.message}
      </Alert>
    );
  }
  if (query.data === undefined && query.fetchStatus === 'paused') {
    // react-query waits for the network: the admin screens read the server, they are not kept on the device.
    return (
      <Alert color="gray" title="Hors ligne" role="status">
        Cet écran a besoin du réseau. Il se chargera de lui-même dès le retour de la connexion.
      </Alert>
    );
  }
  if (query.data === undefined) {
    return (
      <Stack>
        <Skeleton h={40} />
        <Skeleton h={160} />
      </Stack>
    );
  }
  return <>{children(query.data)}</>;
}
