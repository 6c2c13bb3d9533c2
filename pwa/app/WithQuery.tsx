import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useSession } from '../lib/session';
import { appQueryClient } from './query-client';

/**
 * TanStack Query around the areas that fetch through it (public pages, merchant and admin areas). Kept out of the
 * app root so that the sign-in page, which needs none of it, does not download it (~10 KB gzipped on 2G/3G).
 * Every area shares the one client, so its cache survives moving between them.
 * `keepOnDevice` (the signed-in areas): every answer is kept on the device and comes back offline after a reload
 * (lib/query-persistence.ts, loaded on demand: not part of the sign-in page).
 */
export function WithQuery({ children, keepOnDevice = false }: { children: ReactNode; keepOnDevice?: boolean }) {
  const userId = useSession()?.userId;
  useEffect(() => {
    if (!keepOnDevice || !userId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('../lib/query-persistence').then(({ keepQueriesOnDevice }) => {
      if (!cancelled) stop = keepQueriesOnDevice(appQueryClient, userId);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [keepOnDevice, userId]);
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}
