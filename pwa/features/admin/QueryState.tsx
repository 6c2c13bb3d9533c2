import type { ReactNode } from 'react';
import { Alert, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

/** Loading skeleton, French error, or the data. */
export function QueryState<T>({
  query,
  title = 'Chargement impossible',
  children,
}: {
  query: UseQueryResult<T, Error>;
  title?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <Alert color="red" title={title} role="alert">
        {query.error.message}
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
